import { formatterCache } from "./intl-cache.ts";
import { intlLocale, type Language } from "./languages.ts";

/**
 * The three ways Tandem shows a moment (doc 2 §9, F-040): `long` "June 14, 2025", `short-date-time`
 * "Jun 14, 10:32 AM", `time` "10:32 AM".
 */
export type DateStyle = "long" | "short-date-time" | "time";

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: "long" },
  "short-date-time": { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  time: { hour: "numeric", minute: "2-digit" },
};

const formatters = formatterCache<Intl.DateTimeFormat>();

const formatterFor = (language: Language, style: DateStyle, timeZone: string | undefined) =>
  formatters(
    `${language}|${style}|${timeZone ?? ""}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { ...STYLES[style], timeZone }),
  );

/**
 * Formats a date or time in the member's language (F-040), with US conventions (D-18): month names and
 * "a.m./p.m." follow the language.
 * @param value a Date, an ISO-8601 string from the API or epoch milliseconds
 * @param style default `long`
 * @param timeZone an IANA zone; default the device's own
 * @example formatDate("2025-06-14T17:32:05.123+00:00", "es", "long", "America/Los_Angeles") // "14 de junio de 2025"
 */
export function formatDate(
  value: Date | string | number,
  language: Language,
  style: DateStyle = "long",
  timeZone?: string,
): string {
  return formatterFor(language, style, timeZone).format(value instanceof Date ? value : new Date(value));
}
