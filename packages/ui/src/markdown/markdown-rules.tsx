import { createElement, type ReactNode } from "react";
import { RuleType, type MarkdownToJSX } from "markdown-to-jsx/react";
import { Copyable } from "../copyable/copyable.tsx";
import { htmlTagPolicy, keptAttributes } from "./html-policy.ts";
import type { MarkdownConfig } from "./markdown-config.tsx";
import { MarkdownLink } from "./markdown-link.tsx";
import { isSafeImageUrl, isSafeLinkUrl } from "./safe-url.ts";

type HtmlNode = MarkdownToJSX.HTMLNode | MarkdownToJSX.HTMLSelfClosingNode;

function renderHtml(
  node: HtmlNode,
  render: MarkdownToJSX.ASTRender,
  state: MarkdownToJSX.State,
  config: MarkdownConfig,
) {
  const children = "children" in node && node.children ? render(node.children, state) : null;
  // F-022: the inline copyable element, and only its `text` attribute.
  if (node.tag.toLowerCase() === "copyable") {
    const text: unknown = node.attrs?.text;
    return <Copyable key={state.key} text={typeof text === "string" ? text : ""} />;
  }
  const policy = htmlTagPolicy(node.tag);
  if (policy === "drop") return null;
  if (policy === "unwrap") return children;
  const tag = node.tag.toLowerCase();
  const attrs = keptAttributes(tag, node.attrs);
  if (tag === "a")
    return (
      <MarkdownLink key={state.key} href={attrs.href} title={attrs.title} {...config}>
        {children}
      </MarkdownLink>
    );
  if (tag === "img")
    return attrs.src && isSafeImageUrl(attrs.src) ? (
      <img key={state.key} {...attrs} alt={attrs.alt ?? ""} loading="lazy" />
    ) : null;
  return createElement(tag, { key: state.key, ...attrs }, children);
}

/**
 * The renderRule of product-text markdown: links and images go through the safety check and the link
 * behaviour of doc 1 §9; raw HTML follows the policy of `html-policy.ts`. Everything else renders as usual.
 */
export function markdownRenderRule(config: MarkdownConfig): NonNullable<MarkdownToJSX.Options["renderRule"]> {
  return (next, node, render, state): ReactNode => {
    switch (node.type) {
      case RuleType.link:
        return (
          <MarkdownLink key={state.key} href={node.target} title={node.title} {...config}>
            {render(node.children, state)}
          </MarkdownLink>
        );
      case RuleType.image:
        return node.target && isSafeImageUrl(node.target) ? (
          <img key={state.key} src={node.target} alt={node.alt ?? ""} title={node.title} loading="lazy" />
        ) : null;
      case RuleType.htmlBlock:
      case RuleType.htmlSelfClosing:
        return renderHtml(node, render, state, config);
      default:
        return next();
    }
  };
}

/** URL sanitizer for everything markdown-to-jsx itself renders: the same checks, before any rule runs. */
export function sanitizeMarkdownUrl(value: string, tag: string): string | null {
  return (tag === "img" ? isSafeImageUrl(value) : isSafeLinkUrl(value)) ? value : null;
}
