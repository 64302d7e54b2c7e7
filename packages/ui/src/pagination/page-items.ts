/** A page number to show, or a gap in the row. */
export type PageItem = number | "gap";

/**
 * The page numbers of a compact pagination row: the first and last pages, the current page with its
 * neighbours, and gaps for the rest.
 * @example pageItems(6, 12) // [1, "gap", 5, 6, 7, "gap", 12]
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push("gap");
    items.push(n);
  });
  return items;
}
