import type { Language } from "./languages.ts";
import { formatMoney } from "./money.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

// Money is `{cents, currency}`; inside dashboard alert params the currency is an object (contract §2.1 quirk),
// so only a currency code string is trusted and USD is the default (doc 2 §3).
function currencyCode(currency: unknown): string {
  if (typeof currency === "string" && currency !== "") return currency;
  if (isRecord(currency)) {
    const code = currency.isoCode ?? currency.iso_code;
    if (typeof code === "string" && code !== "") return code;
  }
  return "USD";
}

function collect(
  values: Record<string, unknown>,
  language: Language,
  path: string,
  into: Record<string, unknown>,
) {
  for (const [key, value] of Object.entries(values)) {
    const name = path + key;
    if (isRecord(value) && typeof value.cents === "number") {
      into[name] = formatMoney({ cents: value.cents, currency: currencyCode(value.currency) }, language);
    } else if (isRecord(value)) {
      into[name] = value;
      collect(value, language, `${name}.`, into);
    } else {
      into[name] = value;
    }
  }
}

/**
 * Prepares values for a message that may come from the server (F-039): Money values become money text in the
 * member's language (the strings files' `sumaCurrency` formatter, D-18), and nested objects are also given by
 * dotted path, as the files' `{k: "a.b"}` placeholders name them. Other values pass through.
 * @example formatMessageValues({ amount: { cents: 500, currency: "USD" }, trip: { vendor: "Lime" } }, "en")
 * // { amount: "$5.00", trip: { vendor: "Lime" }, "trip.vendor": "Lime" }
 */
export function formatMessageValues(
  values: Record<string, unknown> | null | undefined,
  language: Language,
): Record<string, unknown> {
  const formatted: Record<string, unknown> = {};
  if (values) collect(values, language, "", formatted);
  return formatted;
}
