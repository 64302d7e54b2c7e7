import { snakeCaseKey } from "./case.ts";

/** A query value: scalars, or a list sent as repeated `key[]` entries (contract §1.2). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Query parameters with camelCase keys, e.g. `{ sw: [45.49, -122.7], perPage: 20 }`. */
export type QueryParams = Record<string, QueryValue>;

/**
 * Builds the query string: keys snake-cased, lists as repeated bracket keys the way the current web client
 * sends them (`sw[]=45.49&sw[]=-122.7`, contract §1.2), null and undefined left out.
 * @example toSearchParams({ perPage: 20 }).toString() // "per_page=20"
 */
export function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value == null) continue;
    const name = snakeCaseKey(key);
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) search.append(`${name}[]`, String(item));
    } else {
      search.append(name, String(value));
    }
  }
  return search;
}
