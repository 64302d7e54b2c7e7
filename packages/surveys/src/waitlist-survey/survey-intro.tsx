import { readMarkdownMarker } from "@tandem/i18n";
import { Markdown } from "@tandem/ui/markdown";

/** A survey's intro: server text that may be plain, inline markdown or paragraphs (contract §3.11 formatters). */
export function SurveyIntro({ text }: { text: string }) {
  if (readMarkdownMarker(text).format === "block") return <Markdown text={text} />;
  return (
    <p>
      <Markdown text={text} />
    </p>
  );
}
