/** Paging of a collection (contract §1.5), 1-based. */
export interface Page {
  page: number;
  perPage: number;
}

/**
 * The list envelope (contract §1.5); `send` adds the request's `url` on `current` (HEAD only). Without `page`,
 * everything in one page; extra keys follow `items`.
 */
export function collectionView<T>(all: readonly T[], page?: Page, extra: Record<string, unknown> = {}) {
  const perPage = page?.perPage ?? Math.max(1, all.length);
  const current = page?.page ?? 1;
  const pageCount = Math.max(1, Math.ceil(all.length / perPage));
  const items = page ? all.slice((current - 1) * perPage, current * perPage) : [...all];
  return {
    object: "list" as const,
    currentPage: current,
    pageCount,
    totalCount: all.length,
    hasMore: current < pageCount,
    items,
    ...extra,
  };
}
