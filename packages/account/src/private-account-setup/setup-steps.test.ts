import { describe, expect, it } from "vitest";
import { currentStepIndex, setupSteps, type SetupUiState } from "./setup-steps.ts";

const base: SetupUiState = {
  indexCardMode: "link",
  needsLinking: true,
  requiresPaymentMethod: false,
  hasPaymentMethod: false,
  balancePayoffNeeded: false,
  showPaymentStep: false,
  termStepIndex: 0,
  linkStepIndex: 1,
  descriptionText: "",
  termsText: "\u200dBy linking, you agree.",
  helpText: "",
};
const fresh = { balancePaid: false, termsAgreed: false };
const kinds = (state: SetupUiState, progress = fresh) =>
  setupSteps(state, progress).map((step) => `${step.kind}${step.done ? "✓" : ""}`);

describe("setupSteps: the stepper built from process's answer", () => {
  it("needs a card, a paid balance, the terms and the link, in that order", () => {
    const owing = { ...base, requiresPaymentMethod: true, balancePayoffNeeded: true };
    expect(kinds(owing)).toEqual(["card", "balance", "terms", "link"]);
    expect(kinds({ ...owing, hasPaymentMethod: true })).toEqual(["card✓", "balance", "terms", "link"]);
    const paid = { ...owing, hasPaymentMethod: true, balancePayoffNeeded: false };
    expect(kinds(paid, { balancePaid: true, termsAgreed: true })).toEqual([
      "card✓",
      "balance✓",
      "terms✓",
      "link",
    ]);
  });

  it("asks for a card to charge a balance even when the vendor does not bill one", () => {
    expect(kinds({ ...base, balancePayoffNeeded: true })).toEqual(["card", "balance", "terms", "link"]);
    expect(kinds({ ...base, balancePayoffNeeded: true, hasPaymentMethod: true })).toEqual([
      "balance",
      "terms",
      "link",
    ]);
  });

  it("asks for a card when the member owes with none usable, though the backend asks no payoff without one", () => {
    expect(setupSteps(base, fresh, true).map((step) => step.kind)).toEqual([
      "card",
      "balance",
      "terms",
      "link",
    ]);
    expect(setupSteps(base, fresh, false).map((step) => step.kind)).toEqual(["terms", "link"]);
  });

  it("leaves out terms that are empty (only a formatting marker) and ends with linking", () => {
    expect(kinds({ ...base, termsText: "\u200c " })).toEqual(["link"]);
  });

  it("the current step is the first not done, else linking", () => {
    const steps = setupSteps({ ...base, requiresPaymentMethod: true, hasPaymentMethod: true }, fresh);
    expect(currentStepIndex(steps)).toBe(1);
    expect(currentStepIndex(setupSteps(base, { ...fresh, termsAgreed: true }))).toBe(1);
  });
});
