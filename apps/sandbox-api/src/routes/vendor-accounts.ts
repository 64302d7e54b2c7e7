// Private vendor accounts, /anon_proxy (contract §5.5): at 5dd9af6c with `instructions` and `needs_attention`, on
// the current API with `ui_state_v1` and the `process` call. Linking: make_auth_request, then long-poll
// poll_for_new_magic_link (D-11).
import { Hono, type Context } from "hono";
import { cashBalanceOf } from "../domain/ledger.ts";
import { readOnlyReason } from "../domain/members.ts";
import { vendorAccountUiState } from "../domain/vendor-account-ui-state.ts";
import { deliverDueMagicLink, freshMagicLink, visibleVendorAccountsOf } from "../domain/vendor-accounts.ts";
import { ApiFailure } from "../http/api-failure.ts";
import { routeId } from "../http/params.ts";
import { send, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { VendorAccountRecord } from "../state/catalog-records.ts";
import type { MemberRecord } from "../state/records.ts";
import { collectionView } from "../views/collection.ts";
import { optionalImageView } from "../views/image.ts";
import { tr, type ViewContext } from "../views/view-context.ts";

function accountView(ctx: ViewContext, account: VendorAccountRecord, member: MemberRecord) {
  const common = {
    id: account.id,
    magicLink: freshMagicLink(account, ctx.nowMs),
    vendorName: account.vendorName,
    vendorSlug: account.vendorSlug,
    vendorImage: optionalImageView(ctx, account.imageId),
  };
  if (ctx.apiVersion === "current") return { ...common, uiStateV1: uiStateView(ctx, account, member) };
  return {
    ...common,
    instructions: tr(account.instructions, ctx.lang),
    needsAttention: account.linkedAt === null,
  };
}

// Current API: `ui_state_v1` replaces `instructions` and `needs_attention` (contract §2.9).
function uiStateView(ctx: ViewContext, account: VendorAccountRecord, member: MemberRecord) {
  const { description, terms, help, ...state } = vendorAccountUiState(ctx.db, account, member, ctx.nowMs);
  return {
    ...state,
    descriptionText: tr(description, ctx.lang),
    termsText: tr(terms, ctx.lang),
    helpText: tr(help, ctx.lang),
  };
}

function ownAccount(c: Context<SandboxEnv>, sandbox: Sandbox, member: MemberRecord): VendorAccountRecord {
  const account = sandbox.store.db.t.vendorAccounts.get(routeId(c));
  if (account?.memberId !== member.id)
    throw new ApiFailure(403, "resource_not_found", "Vendor account not found");
  if (account.disabled)
    throw new ApiFailure(409, "resource_not_found", "This vendor configuration is not enabled");
  return account;
}

function requireServices(sandbox: Sandbox, member: MemberRecord): void {
  if (readOnlyReason(sandbox.store.db, member) !== null)
    throw new ApiFailure(402, "non_member_account", "Member cannot use this service");
  if (cashBalanceOf(sandbox.store.db, member.id) < 0)
    throw new ApiFailure(402, "usage_prohibited_cash_balance", "Member has a negative balance");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `POST …/poll_for_new_magic_link`, a long poll (contract §5.5): looks every interval until the link arrives or the
 * hold ends, or the caller leaves.
 */
async function pollForMagicLink(c: Context<SandboxEnv>, sandbox: Sandbox): Promise<Response> {
  const { timings } = sandbox;
  const { member } = requireCaller(c, sandbox);
  const account = ownAccount(c, sandbox, member);
  const deadline = Date.now() + timings.pollHoldMs;
  let found = !account.needsPolling;
  while (!found && !c.req.raw.signal.aborted) {
    found = sandbox.store.write(() =>
      deliverDueMagicLink(account, sandbox.clock.nowMs(), timings.magicLinkDelayMs),
    );
    if (found || Date.now() >= deadline) break;
    await sleep(Math.min(timings.pollIntervalMs, Math.max(0, deadline - Date.now())));
  }
  const ctx = viewContext(c, sandbox);
  return send(c, {
    foundChange: found,
    successInstructions: found ? tr(account.successInstructions, ctx.lang) : "",
    vendorAccount: accountView(ctx, account, member),
  });
}

/** The member's private accounts and linking them. */
export function vendorAccountRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/anon_proxy/vendor_accounts", (c) => {
    const { member } = requireCaller(c, sandbox);
    const ctx = viewContext(c, sandbox);
    return send(
      c,
      collectionView(
        visibleVendorAccountsOf(ctx.db, member).map((account) => accountView(ctx, account, member)),
      ),
    );
  });

  // D-11: the spec lists `configure`; the backend has no such call. The sandbox accepts it and does nothing.
  app.post("/anon_proxy/vendor_accounts/:id/configure", (c) => {
    ownAccount(c, sandbox, requireCaller(c, sandbox).member);
    return c.body(null, 204);
  });

  // Current API only (contract §5.5): at 5dd9af6c there is no such route, so it falls through to the 404.
  app.post("/anon_proxy/vendor_accounts/:id/process", async (c, next) => {
    if (c.get("apiVersion") !== "current") return next();
    const { member } = requireCaller(c, sandbox);
    const account = ownAccount(c, sandbox, member);
    return send(c, accountView(viewContext(c, sandbox), account, member));
  });

  app.post("/anon_proxy/vendor_accounts/:id/make_auth_request", (c) => {
    const { member } = requireCaller(c, sandbox);
    const account = ownAccount(c, sandbox, member);
    requireServices(sandbox, member);
    sandbox.store.write(() =>
      Object.assign(account, { authRequestedAt: sandbox.clock.iso(), magicLink: null, magicLinkAt: null }),
    );
    return send(c, accountView(viewContext(c, sandbox), account, member));
  });

  app.post("/anon_proxy/vendor_accounts/:id/poll_for_new_magic_link", (c) => pollForMagicLink(c, sandbox));

  return app;
}
