import { splitMarker } from "@tandem/ui/markdown";

/**
 * A server text (contract §1.4) as plain words, for an image's alt text or a control's name: without the markdown
 * marker, emphasis marks and link targets.
 * @example plainText("\u200cFresh **kale** from [Sauvie](https://…)") // "Fresh kale from Sauvie"
 */
export function plainText(value: string): string {
  const { format, text } = splitMarker(value);
  if (format === "plain") return text;
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
