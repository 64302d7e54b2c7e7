import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { uiMessages } from "../internal/messages.ts";
import { resolveLinkTarget } from "./link-target.ts";
import type { MarkdownConfig } from "./markdown-config.tsx";

interface MarkdownLinkProps extends MarkdownConfig {
  href: string | null | undefined;
  title?: string | undefined;
  children: ReactNode;
}

/**
 * A link in product text, opened as doc 1 §9 says (see `resolveLinkTarget`). A target that fails the safety
 * check (S-03), judged as it would be rendered, loses its link: only the text is shown.
 */
export function MarkdownLink({ href, title, children, renderLink, marketingHost }: MarkdownLinkProps) {
  const { i18n } = useLingui();
  const target = href ? resolveLinkTarget(href, { marketingHost }) : null;
  if (!target) return <span className="tdm-markdown__unlinked">{children}</span>;
  const newTabNote = <span className="tdm-visually-hidden"> {i18n._(uiMessages.opensInNewTab)}</span>;
  if (target.kind === "app") {
    const content = (
      <>
        {children}
        {target.newTab && newTabNote}
      </>
    );
    if (renderLink) {
      return renderLink({
        to: target.to,
        replace: target.replace,
        newTab: target.newTab,
        className: "tdm-markdown__link",
        children: content,
      });
    }
    return (
      <a
        className="tdm-markdown__link"
        href={target.to}
        title={title}
        {...(target.newTab ? { target: "_blank", rel: "noopener" } : {})}
      >
        {content}
      </a>
    );
  }
  if (target.kind === "contact") {
    return (
      <a className="tdm-markdown__link" href={target.href} title={title}>
        {children}
      </a>
    );
  }
  return (
    <a className="tdm-markdown__link" href={target.href} title={title} target="_blank" rel={target.rel}>
      {children}
      {newTabNote}
    </a>
  );
}
