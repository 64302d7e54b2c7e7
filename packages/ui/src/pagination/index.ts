export { Pagination, type PageLinkProps, type PaginationProps } from "./pagination.tsx";
export { pageItems, type PageItem } from "./page-items.ts";
