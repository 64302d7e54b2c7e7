// GET /ledgers/overview and GET /ledgers/{id}/lines (contract §5.4).
import { Hono } from "hono";
import { z } from "zod";
import { forbidden } from "../http/api-failure.ts";
import { parseParams, queryParams, rangeParam, routeId } from "../http/params.ts";
import { send, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { collectionView } from "../views/collection.ts";
import { ledgerLineView, linesNewestFirst } from "../views/ledger.ts";
import { ledgersOverviewView } from "../views/ledgers-overview.ts";

const pageSchema = z.object({
  page: rangeParam(1, 1_000_000).default(1),
  per_page: rangeParam(1, 50).default(20),
});

/** Balances and transaction lines. */
export function ledgerRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/ledgers/overview", (c) => {
    const { member } = requireCaller(c, sandbox);
    return send(c, ledgersOverviewView(viewContext(c, sandbox), member.id));
  });

  app.get("/ledgers/:id/lines", (c) => {
    const { member } = requireCaller(c, sandbox);
    const id = routeId(c);
    const { page, per_page } = parseParams(pageSchema, queryParams(c));
    const ledger = sandbox.store.db.t.ledgers.get(id);
    if (ledger?.memberId !== member.id) throw forbidden();
    const ctx = viewContext(c, sandbox);
    const list = collectionView(
      linesNewestFirst(ctx, ledger),
      { page, perPage: per_page },
      { ledgerId: ledger.id },
    );
    return send(c, { ...list, items: list.items.map((line) => ledgerLineView(ctx, line, ledger.id)) });
  });

  return app;
}
