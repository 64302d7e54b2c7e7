import MarkdownToJsx from "markdown-to-jsx/react";
import { useMemo } from "react";
import { useMarkdownConfig, type MarkdownConfig } from "./markdown-config.tsx";
import { splitMarker, type TextFormat } from "./markdown-markers.ts";
import { markdownRenderRule, sanitizeMarkdownUrl } from "./markdown-rules.tsx";
import "./markdown.css";

export interface MarkdownProps extends MarkdownConfig {
  /** Product text, possibly starting with the contract's invisible marker (U+200C inline, U+200D block). */
  text: string;
  /**
   * How to render it. `"auto"` reads the marker: none is plain text (contract §1.4); legal pages pass
   * `"block"` for their markdown files. @defaultValue "auto"
   */
  format?: "auto" | TextFormat;
  className?: string;
}

/**
 * Renders product text (F-022–F-025, B-13): plain text as is, markdown with links that open as doc 1 §9 says,
 * the inline `<Copyable text="…"/>` element, and nothing executable: unsafe link and image targets are dropped
 * (doc 1 §5, S-03) and raw HTML is limited to formatting. Link settings come from props or the nearest
 * `MarkdownConfigProvider`.
 * @example <Markdown text={offering.description} />
 */
export function Markdown({ text, format = "auto", className, renderLink, marketingHost }: MarkdownProps) {
  const context = useMarkdownConfig();
  const config: MarkdownConfig = {
    renderLink: renderLink ?? context.renderLink,
    marketingHost: marketingHost ?? context.marketingHost,
  };
  const marked = splitMarker(text);
  const content = format === "auto" ? marked.text : text.replace(/^[\u200c\u200d]/, "");
  const mode = format === "auto" ? marked.format : format;
  const inline = mode !== "block";
  const options = useMemo(
    () => ({
      forceInline: inline,
      forceBlock: !inline,
      forceWrapper: true,
      wrapper: inline ? ("span" as const) : ("div" as const),
      disableFrontmatter: true,
      sanitizer: sanitizeMarkdownUrl,
      renderRule: markdownRenderRule({ renderLink: config.renderLink, marketingHost: config.marketingHost }),
    }),
    [inline, config.renderLink, config.marketingHost],
  );
  if (mode === "plain") return <span className={className}>{content}</span>;
  const classes = ["tdm-markdown", `tdm-markdown--${inline ? "inline" : "block"}`, className];
  return (
    <MarkdownToJsx className={classes.filter(Boolean).join(" ")} options={options}>
      {content}
    </MarkdownToJsx>
  );
}
