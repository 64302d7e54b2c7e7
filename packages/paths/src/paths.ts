import { routePatterns, type PageName } from "./route-patterns.ts";

/** The parameter names of a pattern: `"/food/:offeringId"` → `"offeringId"`. */
export type PatternParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values; `undefined` and `null` entries are left out. */
export type SearchValues = Record<string, string | number | boolean | null | undefined>;

/** What a page's builder takes: its parameters (required when the pattern has any) and an optional query. */
export type PathInput<P extends string> = [PatternParamName<P>] extends [never]
  ? [options?: { search?: SearchValues; hash?: string }]
  : [
      options: Record<PatternParamName<P>, string | number> & {
        search?: SearchValues;
        hash?: string;
      },
    ];

/** One builder per page: `paths.offering({ offeringId: 12 })` → `"/food/12"`. */
export type PathBuilders = {
  [Name in PageName]: (...input: PathInput<(typeof routePatterns)[Name]>) => string;
};

interface FillOptions {
  [param: string]: unknown;
  search?: SearchValues;
  hash?: string;
}

function fill(pattern: string, options: FillOptions = {}): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = options[name];
    if ((typeof value !== "string" && typeof value !== "number") || value === "") {
      throw new Error(`path ${pattern} needs "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.search ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  // Not `search.size`: Safari before 17 and Chrome before 113 lack it (docs/browsers.md), and the query was lost.
  const text = search.toString();
  const query = text === "" ? "" : `?${text}`;
  const hash = options.hash ? `#${options.hash}` : "";
  return path + query + hash;
}

/**
 * Builders for every in-app path, relative to the router's `/app` base. A wrong or missing parameter
 * fails the typecheck; values are URL-encoded and the query is built with `URLSearchParams`.
 * @example paths.product({ offeringId: 3, productId: 9 }) // "/product/3/9"
 * @example paths.addCard({ search: { returnTo: paths.checkout({ checkoutId: 4 }) } })
 */
export const paths = Object.fromEntries(
  Object.entries(routePatterns).map(([name, pattern]) => [
    name,
    (options?: FillOptions) => fill(pattern, options),
  ]),
) as unknown as PathBuilders;
