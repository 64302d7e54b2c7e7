// What the current API tells the app about setting up a private account (contract §2.9 `ui_state_v1`), derived
// from the member's state as the backend does: whether it still needs linking, whether the vendor bills a payment
// method and one is on file, whether a negative cash balance must be paid first, and where each step falls.
import type { Db } from "../state/db.ts";
import type { VendorAccountRecord } from "../state/mobility-records.ts";
import type { MemberRecord, Translated } from "../state/records.ts";
import { activeInstrumentsOf, usableForFunding } from "./instruments.ts";
import { chargeableOwedCents } from "./funding.ts";

/** Which action an account's card in the list offers. */
export type IndexCardMode = "link" | "payment" | "relink";

/** The setup state of one account, before translation. */
export interface VendorAccountUiState {
  indexCardMode: IndexCardMode;
  needsLinking: boolean;
  requiresPaymentMethod: boolean;
  hasPaymentMethod: boolean;
  balancePayoffNeeded: boolean;
  showPaymentStep: boolean;
  termStepIndex: number;
  linkStepIndex: number;
  description: Translated;
  terms: Translated;
  help: Translated;
}

const NO_TERMS: Translated = { en: "", es: "" };

function defaultDescription(vendorName: string): Translated {
  return {
    en: `Ride with ${vendorName} at the programme's price, without sharing your phone number or email.`,
    es: `Viaja con ${vendorName} al precio del programa, sin compartir tu número de teléfono ni tu correo.`,
  };
}

/** The account's setup state for `member` now. */
export function vendorAccountUiState(
  db: Db,
  account: VendorAccountRecord,
  member: MemberRecord,
  nowMs: number,
): VendorAccountUiState {
  const needsLinking = account.linkedAt === null;
  const requiresPaymentMethod = account.requiresPaymentMethod ?? false;
  const hasPaymentMethod = activeInstrumentsOf(db, member.id).some((row) => usableForFunding(row, nowMs));
  // The backend's rule (vendor_account.rb `ui_state_v1`): the balance is to be paid here only when there is a
  // payment method to charge it to; a member who owes with none is led to add a card, which pays it.
  const balancePayoffNeeded = hasPaymentMethod && chargeableOwedCents(db, member.id) !== null;
  const showPaymentStep = requiresPaymentMethod;
  const paymentMissing = requiresPaymentMethod && !hasPaymentMethod;
  const termStepIndex = showPaymentStep ? 1 : 0;
  return {
    indexCardMode: needsLinking ? "link" : paymentMissing ? "payment" : "relink",
    needsLinking,
    requiresPaymentMethod,
    hasPaymentMethod,
    balancePayoffNeeded,
    showPaymentStep,
    termStepIndex,
    linkStepIndex: termStepIndex + 1,
    description: account.description ?? defaultDescription(account.vendorName),
    terms: account.terms ?? NO_TERMS,
    help: account.help ?? account.instructions,
  };
}
