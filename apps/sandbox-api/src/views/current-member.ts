import type { CurrentMember } from "@tandem/api-client/schemas";
import { chargeableOwedCents } from "../domain/funding.ts";
import { activeInstrumentsOf } from "../domain/instruments.ts";
import { formatPhone, isOnboarded, readOnlyReason } from "../domain/members.ts";
import { ordersOf, unclaimedOrdersOf } from "../domain/orders.ts";
import { visibleVendorAccountsOf } from "../domain/vendor-accounts.ts";
import type { MemberRecord } from "../state/records.ts";
import { paymentInstrumentView } from "./payment-instrument.ts";
import { registrationLinkField } from "./registration-link.ts";
import { tripView } from "./trip.ts";
import { money, type ViewContext } from "./view-context.ts";

/** Subscription keys in the contract's order, and which members may change (§2.5). */
export const SUBSCRIPTIONS = [
  { key: "account_updates", editable: true },
  { key: "marketing", editable: true },
  { key: "security", editable: false },
] as const;

/** `{ subscriptions: Subscription[] }` (contract §2.5); security is always opted in. */
export function preferencesView(member: MemberRecord) {
  return {
    subscriptions: SUBSCRIPTIONS.map(({ key, editable }) => ({
      key,
      optedIn: editable ? (member.subscriptions[key] ?? true) : true,
      editableState: editable ? ("on" as const) : ("off" as const),
    })),
  };
}

/** Who a member is: the part of `CurrentMember` that `adminMember` repeats for the impersonating admin. */
function identityView(member: MemberRecord) {
  return {
    id: member.id,
    createdAt: member.createdAt,
    email: member.email,
    name: member.name,
    phone: formatPhone(member.phone),
    onboarded: isOnboarded(member),
    roleAccess: member.roleAccess,
  };
}

/**
 * `CurrentMember` (contract §2.4): `adminMember` only while impersonating; the HEAD-only fields only when the
 * sandbox speaks the current API.
 */
export function currentMemberView(
  ctx: ViewContext,
  member: MemberRecord,
  admin: MemberRecord | null = null,
): CurrentMember {
  const { db, nowMs } = ctx;
  const ongoing = db.t.trips.find((trip) => trip.memberId === member.id && trip.endedAt === null);
  const reason = readOnlyReason(db, member);
  return {
    ...identityView(member),
    unclaimedOrdersCount: unclaimedOrdersOf(db, member.id, nowMs).length,
    ongoingTrip: ongoing ? tripView(ctx, ongoing) : null,
    readOnlyMode: reason !== null,
    readOnlyReason: reason,
    paymentInstruments: activeInstrumentsOf(db, member.id).map((row) => paymentInstrumentView(row, nowMs)),
    ...(admin ? { adminMember: identityView(admin) } : {}),
    showPrivateAccounts: visibleVendorAccountsOf(db, member).length > 0,
    preferences: preferencesView(member),
    hasOrderHistory: ordersOf(db, member.id).length > 0,
    finishedSurveyTopics: [...member.finishedSurveyTopics].sort(),
    ...(ctx.apiVersion === "current" ? chargeableView(ctx, member) : {}),
    ...registrationLinkField(ctx),
  };
}

/** HEAD: `chargeable_cash_balance`, the negative cash balance the member can pay now, else null (§2.4). */
function chargeableView(ctx: ViewContext, member: MemberRecord) {
  const owed = chargeableOwedCents(ctx.db, member.id);
  return { chargeableCashBalance: owed === null ? null : money(-owed) };
}
