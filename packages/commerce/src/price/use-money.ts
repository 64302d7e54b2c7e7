import { useLingui } from "@lingui/react";
import { formatMoney, toLanguage, type Money } from "@tandem/i18n";
import { useCallback } from "react";

/**
 * Formats money in the member's language (D-18), re-rendering when the language changes.
 * @example const money = useMoney(); money(order.total) // "$12.50"
 */
export function useMoney(): (money: Money) => string {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return useCallback((money: Money) => formatMoney(money, language), [language]);
}
