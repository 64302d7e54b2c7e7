// The hidden formatter marker of a translated string (contract §1.4). The backend renders the text as markdown and
// compares the HTML with a bare `<p>text</p>`; the sandbox has no markdown renderer, so it looks for what would
// make the HTML differ: characters HTML escapes, inline markup, and block markup on lines after the first.

/** U+200C: inline markdown, no paragraph wrapper. */
export const INLINE_MARKER = "\u200c";
/** U+200D: multi-paragraph markdown. */
export const BLOCK_MARKER = "\u200d";

const BLANK_LINE = /\n[ \t]*\n/;
const LIST_ITEM = /^([-*+]|\d+\.)[ \t]+\S/;
// Characters HTML escapes: "Lime & BIKETOWN Rides" renders as `<p>Lime &amp; BIKETOWN Rides</p>`.
const ESCAPED = /[&<>"']/;
const INLINE_MARKUP = [
  /\*\*|__/, // strong
  /(^|[^\w*])\*[^*\s][^*]*\*/, // emphasis with stars
  /(^|[^\w_])_[^_\s][^_]*_/, // emphasis with underscores
  /`/, // code
  /\[[^\]]*\]\([^)]*\)|\[[^\]]+\]\s*\[[^\]]*\]/, // links
  /\\[\\`*_{}[\]()#+\-.!]/, // backslash escapes
  / {2,}\n/, // hard line break
];
const BLOCK_MARKUP = [
  /^#{1,6}[ \t]/m, // heading
  /^[ \t]*([-*+]|\d+\.)[ \t]+\S/m, // list
  /^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/m, // rule
  /\n(=+|-+)[ \t]*$/m, // underlined heading
];

function differsFromParagraph(text: string): boolean {
  if (ESCAPED.test(text)) return true;
  if (INLINE_MARKUP.some((pattern) => pattern.test(text))) return true;
  return BLOCK_MARKUP.some((pattern) => pattern.test(text));
}

/**
 * The marker the backend puts before `text`: U+200D when it has a blank line; none for a single-line list item
 * (the contract's exception); U+200C when the rendered markdown differs from a bare paragraph; otherwise none.
 */
export function markdownMarker(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (BLANK_LINE.test(trimmed)) return BLOCK_MARKER;
  if (!trimmed.includes("\n") && LIST_ITEM.test(trimmed)) return "";
  return differsFromParagraph(trimmed) ? INLINE_MARKER : "";
}
