import type { VendorAccount } from "@tandem/api-client/schemas";

/** The current API's setup state of an account (contract §2.9 `ui_state_v1`). */
export type SetupUiState = NonNullable<VendorAccount["uiStateV1"]>;

/** One step of setting up a private account. */
export type SetupStepKind = "card" | "balance" | "terms" | "link";

/** A step and whether it is behind the member. */
export interface SetupStep {
  kind: SetupStepKind;
  done: boolean;
}

/** What the member did on this page that the server does not keep: paying here, agreeing to the terms. */
export interface SetupProgress {
  balancePaid: boolean;
  termsAgreed: boolean;
}

// Texts carry an invisible formatting marker (U+200C/U+200D, contract §1.4): empty terms may be only that.
const hasText = (text: string) => text.replace(/[\u200c\u200d]/g, "").trim() !== "";

/**
 * The steps of an account's setup, in order, from the server's answer, whether the member owes (`GET /me`'s
 * `chargeableCashBalance`) and what the member did here: a payment method when the vendor bills one, or when the
 * member owes with no usable one (the backend asks no payoff then, `balance_payoff_needed` being false without a
 * payment method, yet refuses linking until a card pays it); the balance while it is owed (kept, done, once paid
 * here; adding a card pays it on the current API); the vendor's terms when it has any; and linking, always last.
 * @example setupSteps(account.uiStateV1, { balancePaid: false, termsAgreed: false }, false)
 */
export function setupSteps(state: SetupUiState, progress: SetupProgress, memberOwes = false): SetupStep[] {
  const steps: SetupStep[] = [];
  const owes = (state.balancePayoffNeeded || memberOwes) && !progress.balancePaid;
  if (state.requiresPaymentMethod || (owes && !state.hasPaymentMethod))
    steps.push({ kind: "card", done: state.hasPaymentMethod });
  if (owes || state.balancePayoffNeeded || progress.balancePaid) steps.push({ kind: "balance", done: !owes });
  if (hasText(state.termsText)) steps.push({ kind: "terms", done: progress.termsAgreed });
  steps.push({ kind: "link", done: false });
  return steps;
}

/** The index of the step to do now: the first not done (linking, at the latest). */
export function currentStepIndex(steps: readonly SetupStep[]): number {
  const index = steps.findIndex((step) => !step.done);
  return index === -1 ? steps.length - 1 : index;
}
