import { getStaticStrings, type ApiClient } from "@tandem/api-client";
import type { FetchStrings } from "@tandem/i18n";

/**
 * The fetcher of the server's strings files for `@tandem/i18n`: `GET /meta/static_strings/{locale}/{namespace}`
 * with `cachebust` set to the release name, keys as sent and a 5 s limit (A-02, C-09).
 */
export function createStaticStringsFetcher(client: ApiClient, release: string): FetchStrings {
  return (language, namespace) => getStaticStrings(client, language, namespace, { cachebust: release });
}
