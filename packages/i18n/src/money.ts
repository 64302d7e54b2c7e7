import { formatterCache } from "./intl-cache.ts";
import { intlLocale, type Language } from "./languages.ts";

export interface Money {
  cents: number;
  currency: string;
}

const formatters = formatterCache<Intl.NumberFormat>();

const formatterFor = (language: Language, currency: string) =>
  formatters(
    `${language}|${currency}`,
    () => new Intl.NumberFormat(intlLocale(language), { style: "currency", currency }),
  );

/**
 * Formats money for the member's language (D-18): `{cents: 105, currency: "USD"}` → "$1.05".
 * @param centsInDollar minor units per major unit, from the currency (default 100)
 */
export function formatMoney(money: Money, language: Language, centsInDollar = 100): string {
  return formatterFor(language, money.currency || "USD").format(money.cents / centsInDollar);
}
