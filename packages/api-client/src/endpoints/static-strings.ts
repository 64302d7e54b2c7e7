import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { CardErrorStrings, StaticStrings } from "../schemas/static-strings.ts";
import { parseAnswer, pathId, type CallOptions } from "./endpoint-support.ts";
import { cardErrorStringsSchema, staticStringsSchema } from "../schemas/static-strings.ts";

/** A strings file must arrive within 5 s, retries included (doc 1 §9, C-09). */
export const STATIC_STRINGS_TIMEOUT_MS = 5_000;

const stringsTiming = {
  timeout: STATIC_STRINGS_TIMEOUT_MS,
  totalTimeout: STATIC_STRINGS_TIMEOUT_MS,
  raw: true,
};

/**
 * `GET /meta/static_strings/{locale}/{namespace}` (doc 1 §7): a strings file with its keys as sent (never
 * camel-cased, A-07), within 5 s. `cachebust` is sent as a query value only to bust caches.
 * @example await getStaticStrings(client, "es", "strings", { cachebust: release })
 */
export async function getStaticStrings(
  client: ApiClient,
  locale: string,
  namespace: string,
  query: { cachebust?: string | number } = {},
  options: CallOptions = {},
): Promise<StaticStrings> {
  const path = `meta/static_strings/${pathId(locale)}/${pathId(namespace)}`;
  const answer = await exchange(client).get(path, {
    ...options,
    ...stringsTiming,
    searchParams: { ...query },
  });
  return parseAnswer(client, "GET /meta/static_strings/{locale}/{namespace}", staticStringsSchema, answer);
}

/** `GET /meta/static_strings/{locale}/stripe` (E-20): the card provider's error texts by code. */
export async function getCardErrorStrings(
  client: ApiClient,
  locale: string,
  options: CallOptions = {},
): Promise<CardErrorStrings> {
  const answer = await exchange(client).get(`meta/static_strings/${pathId(locale)}/stripe`, {
    ...options,
    ...stringsTiming,
  });
  return parseAnswer(client, "GET /meta/static_strings/{locale}/stripe", cardErrorStringsSchema, answer);
}
