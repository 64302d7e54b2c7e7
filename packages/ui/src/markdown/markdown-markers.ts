/** First character of a string that is inline markdown (contract §1.4: U+200C, zero-width non-joiner). */
export const INLINE_MARKDOWN_MARKER = "\u200c";
/** First character of a string that is block markdown, with paragraphs or lists (contract §1.4: U+200D). */
export const BLOCK_MARKDOWN_MARKER = "\u200d";

/** How a product string is rendered. */
export type TextFormat = "plain" | "inline" | "block";

/**
 * Reads the invisible marker of a translated string (contract §1.4, B-13): U+200C inline markdown, U+200D block
 * markdown, none plain text. Returns the format and the text without its marker.
 * @example splitMarker("\u200cHello **you**") // { format: "inline", text: "Hello **you**" }
 */
export function splitMarker(value: string): { format: TextFormat; text: string } {
  if (value.startsWith(INLINE_MARKDOWN_MARKER)) return { format: "inline", text: value.slice(1) };
  if (value.startsWith(BLOCK_MARKDOWN_MARKER)) return { format: "block", text: value.slice(1) };
  return { format: "plain", text: value };
}
