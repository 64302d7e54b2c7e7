import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { Icon } from "../internal/icon.tsx";
import { pageItems } from "./page-items.ts";
import "./pagination.css";

const m = {
  pages: msg({ id: "common.pagination", message: "Pages" }),
  previous: msg({ id: "common.previous_page", message: "Previous page" }),
  next: msg({ id: "common.next_page", message: "Next page" }),
  page: msg({ id: "common.page_n", message: "Page {page}" }),
};

/** What a page link needs; the app's router link renders it. */
export interface PageLinkProps {
  page: number;
  className: string;
  "aria-label": string;
  "aria-current"?: "page";
  children: ReactNode;
}

export interface PaginationProps {
  /** The current page, counting from 1. */
  page: number;
  pageCount: number;
  /** Renders each page as a link (URL state, e.g. `?page=` on ledgers, D-16); buttons calling `onPageChange` otherwise. */
  renderLink?: (props: PageLinkProps) => ReactNode;
  onPageChange?: (page: number) => void;
}

/**
 * Previous, next and page numbers for a long list. Renders nothing for a single page. Previous is disabled on the
 * first page and Next on the last, so both keep their place (F-173).
 * @example <Pagination page={page + 1} pageCount={pages} renderLink={(p) => <Link to={`?page=${p.page - 1}`} {...p} />} />
 */
export function Pagination({ page, pageCount, renderLink, onPageChange }: PaginationProps) {
  const { i18n } = useLingui();
  if (pageCount <= 1) return null;
  const control = (target: number, label: string, content: ReactNode, current = false) => {
    const props = {
      className: "tdm-pagination__item",
      "aria-label": label,
      ...(current ? { "aria-current": "page" as const } : {}),
    };
    if (renderLink) return renderLink({ page: target, ...props, children: content });
    return (
      <button type="button" {...props} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  };
  // A page that is not there: a disabled button in the same place (a link cannot be disabled).
  const unavailable = (label: string, content: ReactNode) => (
    <button type="button" className="tdm-pagination__item" aria-label={label} disabled>
      {content}
    </button>
  );
  const previous = <Icon name="chevron-left" />;
  const next = <Icon name="chevron-right" />;
  return (
    <nav className="tdm-pagination" aria-label={i18n._(m.pages)}>
      <ul>
        <li>
          {page > 1
            ? control(page - 1, i18n._(m.previous), previous)
            : unavailable(i18n._(m.previous), previous)}
        </li>
        {pageItems(page, pageCount).map((item, index) => (
          <li key={item === "gap" ? `gap-${index}` : item}>
            {item === "gap" ? (
              <span className="tdm-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              control(item, i18n._({ ...m.page, values: { page: item } }), item, item === page)
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? control(page + 1, i18n._(m.next), next) : unavailable(i18n._(m.next), next)}
        </li>
      </ul>
    </nav>
  );
}
