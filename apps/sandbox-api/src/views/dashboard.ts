import type { Dashboard } from "@tandem/api-client/schemas";
import { activeInstrumentsOf, cardExpiresAt, usableForFunding } from "../domain/instruments.ts";
import { cashBalanceOf } from "../domain/ledger.ts";
import { ms } from "../state/clock.ts";
import type { MemberRecord } from "../state/records.ts";
import { imageView } from "./image.ts";
import { money, tr, type ViewContext } from "./view-context.ts";

/** The first instant (UTC) of the month `months` after the one `nowMs` falls in. */
function monthStart(nowMs: number, months: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1);
}

const USD_OBJECT = { id: "usd", iso_code: "USD", symbol: "$", name: "United States Dollar" };

function alerts(ctx: ViewContext, member: MemberRecord): Dashboard["alerts"] {
  const balance = cashBalanceOf(ctx.db, member.id);
  const instruments = activeInstrumentsOf(ctx.db, member.id);
  // Contract §3.4: at most one alert; a negative balance outranks an expiring card.
  if (balance < 0) {
    const usable = instruments.some((row) => usableForFunding(row, ctx.nowMs));
    if (!usable)
      return [
        {
          localizationKey: "dashboard.negative_cash_balance_no_instrument",
          localizationParams: null,
          variant: "danger",
        },
      ];
    // At the API version the contract targets (5dd9af6c) this alert carries no amount; the current API's
    // `_v2` (member/dashboard.rb) names it: the last payment failed, pay it to go on.
    if (ctx.apiVersion !== "current")
      return [
        { localizationKey: "dashboard.negative_cash_balance", localizationParams: null, variant: "danger" },
      ];
    return [
      {
        localizationKey: "dashboard.negative_cash_balance_v2",
        // Contract §2.1 quirk: the currency here is the serialised currency object, not its code.
        localizationParams: { amount: { cents: -balance, currency: USD_OBJECT } },
        variant: "danger",
      },
    ];
  }
  // Expiring: a card still valid whose expiry month is this month or the next (UTC). By calendar months, not a
  // number of days, so a card seeded to expire next month stays "expiring" whichever day the sandbox starts.
  const expiring = instruments.some((row) => {
    const expiresAt = cardExpiresAt(row);
    return expiresAt !== null && ms(expiresAt) > ctx.nowMs && ms(expiresAt) <= monthStart(ctx.nowMs, 2);
  });
  return expiring
    ? [
        {
          localizationKey: "dashboard.payment_methods_expiring",
          localizationParams: null,
          variant: "warning",
        },
      ]
    : [];
}

/** `GET /me/dashboard` (contract §3.4): cash balance, current programmes by ordinal, alerts. */
export function dashboardView(ctx: ViewContext, member: MemberRecord): Dashboard {
  const programs = ctx.db.t.programs
    .where(
      (program) =>
        ms(program.periodBegin) <= ctx.nowMs &&
        (program.periodEnd === null || ms(program.periodEnd) > ctx.nowMs),
    )
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((program) => ({
      name: tr(program.name, ctx.lang),
      description: tr(program.description, ctx.lang),
      image: { ...imageView(ctx, program.imageId), caption: tr(program.imageCaption, ctx.lang) },
      periodBegin: program.periodBegin,
      periodEnd: program.periodEnd,
      appLink: program.appLink,
      appLinkText: tr(program.appLinkText, ctx.lang),
    }));
  return { cashBalance: money(cashBalanceOf(ctx.db, member.id)), programs, alerts: alerts(ctx, member) };
}
