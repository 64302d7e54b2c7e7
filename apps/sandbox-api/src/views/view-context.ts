import type { ApiVersion } from "../api-version.ts";
import type { Db } from "../state/db.ts";
import type { Translated } from "../state/records.ts";
import { markdownMarker } from "./markdown-marker.ts";

/** The request language (contract §1.2: `en` default, `es` supported). */
export type Lang = "en" | "es";

/**
 * What every view needs: the state, the request language, sandbox time, the origin for image URLs and the API
 * version whose shape to answer in.
 */
export interface ViewContext {
  db: Db;
  apiVersion: ApiVersion;
  lang: Lang;
  nowMs: number;
  origin: string;
  /** The registration-link code the browser carries (HEAD only, see registration-links.ts); absent or null: none. */
  registrationCode?: string | null;
}

/**
 * A translated string (`tstring`, contract §1.4) in the request language, with the hidden formatter marker:
 * U+200D for multi-paragraph markdown, U+200C for inline markdown, none for plain text ({@link markdownMarker}).
 */
export function tr(text: Translated, lang: Lang): string {
  const value = text[lang] || text.en;
  return `${markdownMarker(value)}${value}`;
}

/** Contract `Money`. */
export function money(cents: number, currency = "USD"): { cents: number; currency: string } {
  return { cents, currency };
}
