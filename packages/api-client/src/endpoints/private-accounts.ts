import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { Collection } from "../schemas/collection.ts";
import type { MagicLinkPoll, VendorAccount } from "../schemas/vendor-account.ts";
import { parseAnswer, pathId, type CallOptions } from "./endpoint-support.ts";
import { collectionSchema } from "../schemas/collection.ts";
import { emptyBodySchema } from "../schemas/empty-body.ts";
import { magicLinkPollSchema, vendorAccountSchema } from "../schemas/vendor-account.ts";

const vendorAccountListSchema = collectionSchema(vendorAccountSchema);

/** The magic-link long poll waits up to 30 s (doc 2 §9). */
export const MAGIC_LINK_POLL_TIMEOUT_MS = 30_000;

/** `GET /anon_proxy/vendor_accounts`: the member's private accounts (empty until verified). */
export async function getVendorAccounts(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Collection<VendorAccount>> {
  const answer = await exchange(client).get("anon_proxy/vendor_accounts", options);
  return parseAnswer(client, "GET /anon_proxy/vendor_accounts", vendorAccountListSchema, answer);
}

/**
 * `POST /anon_proxy/vendor_accounts/{id}/configure` (A-58, D-11). Listed by the spec, but the backend has no such
 * endpoint (contract §5.5: a routing 404/405 there); linking is {@link requestVendorAccountAuth} then
 * {@link pollVendorAccountMagicLink}. Kept for the sandbox, which answers it with an empty body.
 */
export async function configureVendorAccount(client: ApiClient, id: number): Promise<void> {
  const answer = await exchange(client).post(`anon_proxy/vendor_accounts/${pathId(id)}/configure`);
  parseAnswer(client, "POST /anon_proxy/vendor_accounts/{id}/configure", emptyBodySchema, answer);
}

/** `POST /anon_proxy/vendor_accounts/{id}/process` (HEAD only): loads or refreshes one account. */
export async function processVendorAccount(client: ApiClient, id: number): Promise<VendorAccount> {
  const answer = await exchange(client).post(`anon_proxy/vendor_accounts/${pathId(id)}/process`);
  return parseAnswer(client, "POST /anon_proxy/vendor_accounts/{id}/process", vendorAccountSchema, answer);
}

/** `POST /anon_proxy/vendor_accounts/{id}/make_auth_request`: asks the vendor to send a login link. */
export async function requestVendorAccountAuth(client: ApiClient, id: number): Promise<VendorAccount> {
  const answer = await exchange(client).post(`anon_proxy/vendor_accounts/${pathId(id)}/make_auth_request`);
  return parseAnswer(
    client,
    "POST /anon_proxy/vendor_accounts/{id}/make_auth_request",
    vendorAccountSchema,
    answer,
  );
}

/**
 * `POST /anon_proxy/vendor_accounts/{id}/poll_for_new_magic_link`: one long-poll round (30 s timeout);
 * call again until `foundChange`. Pass a `signal` to stop when the page is left.
 */
export async function pollVendorAccountMagicLink(
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<MagicLinkPoll> {
  const answer = await exchange(client).post(
    `anon_proxy/vendor_accounts/${pathId(id)}/poll_for_new_magic_link`,
    undefined,
    {
      ...options,
      timeout: MAGIC_LINK_POLL_TIMEOUT_MS,
    },
  );
  return parseAnswer(
    client,
    "POST /anon_proxy/vendor_accounts/{id}/poll_for_new_magic_link",
    magicLinkPollSchema,
    answer,
  );
}
