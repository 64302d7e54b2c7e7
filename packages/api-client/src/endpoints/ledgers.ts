import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { LedgerLinesPage, LedgersOverview } from "../schemas/ledger.ts";
import { parseAnswer, pathId, type CallOptions } from "./endpoint-support.ts";
import { ledgerLinesPageSchema, ledgersOverviewSchema } from "../schemas/ledger.ts";

/** `GET /ledgers/overview`: balances, lifetime savings, ledgers and recent lines. */
export async function getLedgersOverview(
  client: ApiClient,
  options: CallOptions = {},
): Promise<LedgersOverview> {
  return parseAnswer(
    client,
    "GET /ledgers/overview",
    ledgersOverviewSchema,
    await exchange(client).get("ledgers/overview", options),
  );
}

/**
 * `GET /ledgers/{id}/lines` (A-52, D-16): one page of a ledger's lines. `page` is 1-based (the UI's URL page is
 * 0-based); the server's default of 20 per page is kept (no `per_page` is sent).
 */
export async function getLedgerLines(
  client: ApiClient,
  id: number,
  page: number,
  options: CallOptions = {},
): Promise<LedgerLinesPage> {
  const answer = await exchange(client).get(`ledgers/${pathId(id)}/lines`, {
    ...options,
    searchParams: { page },
  });
  return parseAnswer(client, "GET /ledgers/{id}/lines", ledgerLinesPageSchema, answer);
}
