// The endpoint functions' way into a client: the same calls as ApiClient's, resolving to the body together with
// the method, URL and status, which a ContractError needs. Kept off the public ApiClient type (and out of the
// package's exports) so that the client's surface stays the documented one.
import type { RequestOptions } from "./request-options.ts";

/** One answer as the endpoint functions see it: the body and where it came from. */
export interface Answer {
  body: unknown;
  /** Upper case, as sent. */
  method: string;
  url: string;
  status: number;
}

/** The client's calls resolving to an {@link Answer}. */
export interface Exchange {
  get(path: string, options?: RequestOptions): Promise<Answer>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<Answer>;
  put(path: string, body?: unknown, options?: RequestOptions): Promise<Answer>;
  delete(path: string, options?: RequestOptions): Promise<Answer>;
}

// Module-private: nothing outside the package can reach a client's exchange. Keyed by the client object (typed
// `object` so this module needs nothing from client.ts, which imports it).
const exchanges = new WeakMap<object, Exchange>();

/** Called once by `createApiClient` for each client it makes. */
export function registerExchange(client: object, calls: Exchange): void {
  exchanges.set(client, calls);
}

/** The {@link Exchange} of a client made by `createApiClient`. */
export function exchange(client: object): Exchange {
  const found = exchanges.get(client);
  if (!found) throw new TypeError("endpoint functions need a client made by createApiClient");
  return found;
}
