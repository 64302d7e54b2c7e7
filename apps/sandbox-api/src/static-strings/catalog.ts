// The strings files the app loads (contract §3.11, F-037), in English and Spanish: compiled once, with an ETag and
// the time they were built for conditional requests.
import { createHash } from "node:crypto";
import { ownEntry } from "../own-entry.ts";
import { compileStrings, type StringsFile } from "./compile.ts";
import { privacyPolicyEn } from "./en/privacy-policy.ts";
import { stripeEn } from "./en/stripe.ts";
import { stringsEn } from "./en/strings.ts";
import { surveysEn } from "./en/surveys.ts";
import { termsEn } from "./en/terms.ts";
import { privacyPolicyEs } from "./es/privacy-policy.ts";
import { stripeEs } from "./es/stripe.ts";
import { stringsEs } from "./es/strings.ts";
import { surveysEs } from "./es/surveys.ts";
import { termsEs } from "./es/terms.ts";

/** One compiled file. */
export interface StringsEntry {
  body: string;
  etag: string;
  lastModified: Date;
}

const SOURCES: Record<string, Record<string, Readonly<Record<string, string>>>> = {
  en: {
    strings: stringsEn,
    surveys: surveysEn,
    privacy_policy: privacyPolicyEn,
    terms_of_use_and_sale: termsEn,
    stripe: stripeEn,
  },
  es: {
    strings: stringsEs,
    surveys: surveysEs,
    privacy_policy: privacyPolicyEs,
    terms_of_use_and_sale: termsEs,
    stripe: stripeEs,
  },
};

// Files are "built" when the sandbox starts, to the second (HTTP dates have no milliseconds).
const BUILT_AT = new Date(Math.floor(Date.now() / 1000) * 1000);
const cache = new Map<string, StringsEntry>();

/** The keys of the server's alerts (`GET /me/dashboard` alerts name them) in the `strings` namespace. */
export const ALERT_KEYS = [
  "dashboard.negative_cash_balance",
  "dashboard.negative_cash_balance_no_instrument",
  "dashboard.payment_methods_expiring",
  "dashboard.negative_cash_balance_v2",
] as const;

/** The source of a locale's namespace; names the request gave, so only the tables' own entries count. */
function sourceOf(locale: string, namespace: string): Readonly<Record<string, string>> | undefined {
  const files = ownEntry(SOURCES, locale);
  return files && ownEntry(files, namespace);
}

/**
 * The compiled file of a locale and namespace, or null when there is none. `alertTexts` (a sandbox addition, from
 * `POST /sandbox/untrusted-text`) replace the alerts' templates of the `strings` namespace, taken in turn.
 */
export function stringsFile(
  locale: string,
  namespace: string,
  alertTexts: readonly string[] | null = null,
): StringsEntry | null {
  const source = sourceOf(locale, namespace);
  if (!source) return null;
  if (alertTexts && alertTexts.length > 0 && namespace === "strings") {
    const replaced = Object.fromEntries(
      ALERT_KEYS.map((key, i) => [key, alertTexts[i % alertTexts.length] ?? ""]),
    );
    const body = JSON.stringify(compileStrings({ ...source, ...replaced }));
    return {
      body,
      etag: `W/"${createHash("md5").update(body).digest("hex")}"`,
      lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
    };
  }
  const key = `${locale}/${namespace}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const compiled: StringsFile = compileStrings(source);
  const body = JSON.stringify(compiled);
  const entry = { body, etag: `W/"${createHash("md5").update(body).digest("hex")}"`, lastModified: BUILT_AT };
  cache.set(key, entry);
  return entry;
}

/** Every locale and namespace served. */
export const STRINGS_FILES = Object.entries(SOURCES).flatMap(([locale, files]) =>
  Object.keys(files).map((namespace) => ({ locale, namespace })),
);
