import type { Db } from "../state/db.ts";
import type { Translated } from "../state/records.ts";

/** The request language (contract §1.2: `en` default, `es` supported). */
export type Lang = "en" | "es";

/** What every view needs: the state, the request language, sandbox time and the origin for image URLs. */
export interface ViewContext {
  db: Db;
  lang: Lang;
  nowMs: number;
  origin: string;
}

const BLOCK_MARKDOWN = /\n\n|^\s*([-*]|\d+\.)\s/m;
const INLINE_MARKDOWN = /\*\*|__|\[[^\]]+\]\([^)]+\)|`|(^|\s)_[^_]+_/;

/**
 * A translated string (`tstring`, contract §1.4) in the request language, with the hidden formatter marker:
 * U+200D for multi-paragraph markdown, U+200C for inline markdown, none for plain text.
 */
export function tr(text: Translated, lang: Lang): string {
  const value = text[lang] || text.en;
  if (BLOCK_MARKDOWN.test(value)) return `\u200d${value}`;
  if (INLINE_MARKDOWN.test(value)) return `\u200c${value}`;
  return value;
}

/** Contract `Money`. */
export function money(cents: number, currency = "USD"): { cents: number; currency: string } {
  return { cents, currency };
}
