import { createElement, type ReactNode } from "react";
import { RuleType, type MarkdownToJSX } from "markdown-to-jsx/react";
import { Copyable } from "../copyable/copyable.tsx";
import { htmlTagPolicy, keptAttributes } from "./html-policy.ts";
import type { MarkdownConfig } from "./markdown-config.tsx";
import { MarkdownLink } from "./markdown-link.tsx";
import { isSafeImageUrl, isSafeLinkUrl } from "./safe-url.ts";

type HtmlNode = MarkdownToJSX.HTMLNode | MarkdownToJSX.HTMLSelfClosingNode;

/** A refused image's alternative text, as plain text (React escapes it), or nothing when it has none. */
function altText(alt: string | undefined, key: MarkdownToJSX.State["key"]): ReactNode {
  return alt ? <span key={key}>{alt}</span> : null;
}

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
    ) : (
      altText(attrs.alt, state.key)
    );
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
        // An image whose address is refused shows its words instead, as a browser does for a broken image: text made
        // only of such an image (a product's name, say) never leaves an empty title behind.
        return node.target && isSafeImageUrl(node.target) ? (
          <img key={state.key} src={node.target} alt={node.alt ?? ""} title={node.title} loading="lazy" />
        ) : (
          altText(node.alt, state.key)
        );
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
