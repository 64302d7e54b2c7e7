// Attaching a card token and linking a bank account (contract §5.2): issuer answers by test card, same card
// refreshed, a deleted bank account restored, one account never on two members; either removes expired cards.
import { createHash } from "node:crypto";
import { isValidRoutingNumber } from "@tandem/validation";
import { z } from "zod";
import { chargeableOwedCents, fundCash } from "./funding.ts";
import { removeExpiredCards } from "./instruments.ts";
import { DECLINES, MAGIC_TOKENS, TEST_CARD_BEHAVIOURS } from "./test-cards.ts";
import { ownEntry } from "../own-entry.ts";
import { ApiFailure, internalFailure } from "../http/api-failure.ts";
import type { Sandbox } from "../sandbox.ts";
import { toTime } from "../state/clock.ts";
import type { CardTokenRecord, InstrumentRecord, MemberRecord } from "../state/records.ts";

/** Body of `bank_accounts/create`. */
export const bankSchema = z.object({
  name: z.string().trim().min(1, "is empty"),
  routing_number: z.string().trim().refine(isValidRoutingNumber, "must be a valid 9-digit routing number"),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, "must be 4 to 17 digits"),
  account_type: z.enum(["checking", "savings"]),
});

function magicToken(sandbox: Sandbox, id: string): CardTokenRecord | undefined {
  const number = ownEntry(MAGIC_TOKENS, id);
  if (!number) return undefined;
  const brand = number.startsWith("4") ? "Visa" : number.startsWith("3") ? "American Express" : "MasterCard";
  const fingerprint = createHash("sha256").update(number).digest("base64url").slice(0, 16);
  const year = sandbox.clock.now().getUTCFullYear() + 3;
  return {
    id: 0,
    token: id,
    createdAt: sandbox.clock.iso(),
    usedAt: null,
    brand,
    last4: number.slice(-4),
    expMonth: 12,
    expYear: year,
    fingerprint,
    name: "",
    addressZip: "",
    behaviour: ownEntry(TEST_CARD_BEHAVIOURS, number) ?? null,
  };
}

/**
 * Saves the token's card for the member, or throws the issuer's decline (402 card code). With `payBalance` (HEAD,
 * contract §5.2) a chargeable negative balance is charged to the new card at once; when that charge fails the card
 * is not saved and the answer is a 402 card code without `stripe_error`.
 */
export function attachCard(
  sandbox: Sandbox,
  member: MemberRecord,
  tokenId: string,
  options: { payBalance: boolean } = { payBalance: false },
): InstrumentRecord {
  const { db } = sandbox.store;
  const token = db.t.cardTokens.find((row) => row.token === tokenId) ?? magicToken(sandbox, tokenId);
  // Unknown or reused tokens are Stripe invalid_request_errors, which the API reports as 500 (contract §5.2).
  if (token?.usedAt !== null)
    throw internalFailure(new Error(`Stripe: no such token or token already used: ${tokenId}`));
  if (token.id !== 0) token.usedAt = sandbox.clock.iso();
  const decline = token.behaviour === null ? undefined : ownEntry(DECLINES, token.behaviour);
  if (decline) {
    const requestId = `req_${createHash("md5").update(tokenId).digest("hex").slice(0, 14)}`;
    throw new ApiFailure(402, decline.code, decline.message, {
      stripe_error: `(Status 402) (Request ${requestId}) ${decline.message}`,
    });
  }
  const owed = options.payBalance ? chargeableOwedCents(db, member.id) : null;
  if (owed !== null && token.behaviour === "charge_fails")
    throw new ApiFailure(402, "card_generic", "Your card was declined.");
  const card = saveCard(sandbox, member, token);
  removeExpiredCards(db, member.id, sandbox.clock.iso());
  if (owed !== null) fundCash(db, card, owed, sandbox.clock.nowMs());
  return card;
}

function saveCard(sandbox: Sandbox, member: MemberRecord, token: CardTokenRecord): InstrumentRecord {
  const { db } = sandbox.store;
  const same = db.t.instruments.find(
    (row) =>
      row.memberId === member.id &&
      row.type === "card" &&
      row.fingerprint === token.fingerprint &&
      row.deletedAt === null,
  );
  if (same) return Object.assign(same, { expMonth: token.expMonth, expYear: token.expYear });
  return db.t.instruments.insert({
    memberId: member.id,
    type: "card",
    createdAt: sandbox.clock.iso(),
    deletedAt: null,
    nickname: "",
    last4: token.last4,
    brand: token.brand,
    expMonth: token.expMonth,
    expYear: token.expYear,
    fingerprint: token.fingerprint,
    routingNumber: null,
    accountType: null,
    verifiedAt: null,
    behaviour: token.behaviour,
  });
}

/** Links a bank account: 409 when it is on file already, restored when the member deleted it. */
export function linkBank(
  sandbox: Sandbox,
  member: MemberRecord,
  params: z.infer<typeof bankSchema>,
): InstrumentRecord {
  const { db } = sandbox.store;
  const fingerprint = `ba_${params.routing_number}_${createHash("sha256").update(params.account_number).digest("hex").slice(0, 16)}`;
  const same = db.t.instruments.where(
    (row) => row.type === "bank_account" && row.fingerprint === fingerprint,
  );
  if (same.some((row) => row.deletedAt === null))
    throw new ApiFailure(
      409,
      "conflicting_bank_account",
      "This bank account is already linked to an account",
    );
  const mine = same.find((row) => row.memberId === member.id);
  removeExpiredCards(db, member.id, sandbox.clock.iso());
  // Re-adding a deleted account restores it (contract §5.2).
  if (mine)
    return Object.assign(mine, { deletedAt: null, nickname: params.name, accountType: params.account_type });
  const nowMs = sandbox.clock.nowMs();
  return db.t.instruments.insert({
    memberId: member.id,
    type: "bank_account",
    createdAt: toTime(nowMs),
    deletedAt: null,
    nickname: params.name,
    last4: params.account_number.slice(-4),
    brand: null,
    expMonth: null,
    expYear: null,
    fingerprint,
    routingNumber: params.routing_number,
    accountType: params.account_type,
    verifiedAt: toTime(nowMs + sandbox.timings.bankVerifyDelayMs),
    behaviour: null,
  });
}
