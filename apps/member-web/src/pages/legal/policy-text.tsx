import { readMarkdownMarker } from "@tandem/i18n";
import { Markdown } from "@tandem/ui/markdown";

/**
 * One text of a strings file as the file marks it (contract §3.11): paragraphs and lists for "mp", a paragraph
 * with inline markdown for "m", a plain paragraph for "s". Links follow the product-text rules (F-023).
 */
export function PolicyText({ text, className }: { text: string; className?: string }) {
  if (readMarkdownMarker(text).format === "block") return <Markdown text={text} className={className} />;
  return (
    <p className={className}>
      <Markdown text={text} />
    </p>
  );
}
