/**
 * The invisible first characters that flag a string as markdown (contract §1.4): U+200C inline markdown (no
 * paragraph wrapper), U+200D multi-paragraph markdown. ui's Markdown component reads them; server strings marked
 * "m"/"mp" and Tandem's own markdown messages start with one.
 */
export const MARKDOWN_MARKERS = { inline: "\u200C", block: "\u200D" } as const;

/** How a string is meant to be rendered: as-is, inline markdown, or markdown paragraphs. */
export type TextFormat = "plain" | "inline" | "block";

/**
 * Splits the markdown marker off a string.
 * @example readMarkdownMarker("\u200CPay **$5**") // { format: "inline", text: "Pay **$5**" }
 */
export function readMarkdownMarker(value: string): { format: TextFormat; text: string } {
  if (value.startsWith(MARKDOWN_MARKERS.inline)) return { format: "inline", text: value.slice(1) };
  if (value.startsWith(MARKDOWN_MARKERS.block)) return { format: "block", text: value.slice(1) };
  return { format: "plain", text: value };
}
