// The words the backend gives each stock reason (contract §2.7 `out_of_stock_reason_text`, HEAD only), in the
// request language: the member app shows them instead of a fixed "Sold out".
import type { StockReason } from "../domain/stock.ts";
import type { Translated } from "../state/records.ts";

/** Each reason's text, English and Spanish. */
export const STOCK_REASON_TEXT: Record<StockReason, Translated> = {
  default: { en: "Unavailable", es: "No disponible" },
  closed: { en: "No longer available", es: "Ya no está disponible" },
  out_of_stock: { en: "Sold out", es: "Agotado" },
  purchased: {
    en: "You have already purchased the maximum for this item.",
    es: "Ya compraste la cantidad máxima de este artículo.",
  },
  max_ordered: {
    en: "You have ordered the most items this offering allows.",
    es: "Ya pediste la cantidad máxima de artículos que permite esta oferta.",
  },
};
