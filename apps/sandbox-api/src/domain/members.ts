// Member state the API derives rather than stores: onboarding, read-only mode and service prohibitions.
import type { Db } from "../state/db.ts";
import type { MemberRecord } from "../state/records.ts";
import { cashBalanceOf, cashLedgerOf } from "./ledger.ts";
import { activeInstrumentsOf, usableForFunding } from "./instruments.ts";

/** Contract §2.4: name present and an address on file. */
export function isOnboarded(member: MemberRecord): boolean {
  return member.name.trim() !== "" && member.address !== null;
}

/** Contract §2.4: unverified members, then members without a cash ledger, are read-only. */
export function readOnlyReason(db: Db, member: MemberRecord): string | null {
  if (!member.verified) return "read_only_unverified";
  if (!cashLedgerOf(db, member.id)) return "read_only_technical_error";
  return null;
}

/** The price of a service's rate, as far as prohibiting its use goes. */
export interface PricedRate {
  surchargeCents: number;
  unitCents: number;
}

/**
 * Why the member may not use a service now (contract §4.1, §4.3): read-only first, then a negative cash balance,
 * then no usable payment instrument, which only a priced rate needs (the backend's
 * `Vendor::Service#usage_prohibited_reason`: a free ride needs no card). Without a rate the service counts as priced.
 */
export function usageProhibitedReason(
  db: Db,
  member: MemberRecord,
  nowMs: number,
  rate?: PricedRate,
): string | null {
  const readOnly = readOnlyReason(db, member);
  if (readOnly !== null) return readOnly;
  if (cashBalanceOf(db, member.id) < 0) return "usage_prohibited_cash_balance";
  if (rate && rate.surchargeCents <= 0 && rate.unitCents <= 0) return null;
  const usable = activeInstrumentsOf(db, member.id).some((row) => usableForFunding(row, nowMs));
  return usable ? null : "usage_prohibited_instrument_required";
}

/** US national format, e.g. `"(503) 555-0142"`, from the stored `15035550142`. */
export function formatPhone(normalized: string): string {
  const digits = normalized.slice(-10);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The member with this normalised phone. */
export function memberByPhone(db: Db, phone: string): MemberRecord | undefined {
  return db.t.members.find((member) => member.phone === phone);
}
