// Private accounts set up step by step: on the current API a vendor account carries `ui_state_v1`
// derived from the member's state and `process` exists; at 5dd9af6c the spec's shape and no `process`.
import { tokenizeCard } from "@tandem/api-client/card-provider";
import {
  chargeBalance,
  createCard,
  getVendorAccounts,
  isApiError,
  processVendorAccount,
  requestVendorAccountAuth,
  type ApiClient,
} from "@tandem/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { futureExpiryYear, PHONES, startHarness, type Harness } from "./harness.ts";

async function failure(promise: Promise<unknown>): Promise<{ status: number | null; code: string }> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error("expected the call to fail");
}

const byVendor = async (api: ApiClient, vendor: string) => {
  const account = (await getVendorAccounts(api)).items.find((row) => row.vendorName === vendor);
  if (!account) throw new Error(`no ${vendor} account`);
  return account;
};

describe("private accounts on the current API", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ apiVersion: "current" });
  });
  afterAll(() => h.close());

  it("lists accounts with ui_state_v1 in each index card mode, and without instructions or needs_attention", async () => {
    const api = await h.as(PHONES.ines);
    const accounts = (await getVendorAccounts(api)).items;
    expect(accounts.map((a) => [a.vendorName, a.uiStateV1?.indexCardMode])).toEqual([
      ["Lime", "link"],
      ["Spin", "payment"],
      ["Lyft", "relink"],
    ]);
    for (const account of accounts) {
      expect(account).not.toHaveProperty("instructions");
      expect(account).not.toHaveProperty("needsAttention");
      expect(account.uiStateV1?.descriptionText).not.toBe("");
    }
    expect(accounts[2]?.uiStateV1).toMatchObject({
      needsLinking: false,
      requiresPaymentMethod: false,
      showPaymentStep: false,
      termStepIndex: 0,
      linkStepIndex: 1,
      helpText: expect.stringContaining("Wallet"),
    });
  });

  it("translates the texts for a Spanish request", async () => {
    const lime = await byVendor(await h.as(PHONES.ines, "es"), "Lime");
    expect(lime.uiStateV1?.termsText).toMatch(/Al vincular/);
    expect(lime.uiStateV1?.descriptionText).toMatch(/patinetes/);
  });

  it("process answers the member's account; 403 for another member's, 409 for a disabled configuration", async () => {
    const api = await h.as(PHONES.ines);
    const lime = await byVendor(api, "Lime");
    expect((await processVendorAccount(api, lime.id)).uiStateV1?.indexCardMode).toBe("link");
    const alexSpin = h.sandbox.store.db.t.vendorAccounts.find((a) => a.disabled);
    expect(await failure(processVendorAccount(api, alexSpin?.id ?? 0))).toEqual({
      status: 403,
      code: "resource_not_found",
    });
    const alex = await h.as(PHONES.alex);
    expect(await failure(processVendorAccount(alex, alexSpin?.id ?? 0))).toEqual({
      status: 409,
      code: "resource_not_found",
    });
  });

  it("follows the member through a card that pays the balance, then linking (402 until the balance is paid)", async () => {
    const api = await h.as(PHONES.noor);
    const lime = await byVendor(api, "Lime");
    expect(lime.uiStateV1).toMatchObject({
      indexCardMode: "link",
      needsLinking: true,
      requiresPaymentMethod: true,
      hasPaymentMethod: false,
      // vendor_account.rb: no payoff is asked without a payment method to charge it to.
      balancePayoffNeeded: false,
      showPaymentStep: true,
      termStepIndex: 1,
      linkStepIndex: 2,
      termsText: expect.stringContaining("By linking"),
    });
    expect(await failure(requestVendorAccountAuth(api, lime.id))).toEqual({
      status: 402,
      code: "usage_prohibited_cash_balance",
    });
    const token = await tokenizeCard(
      {
        name: "Noor Haddad",
        number: "4242 4242 4242 4242",
        expMonth: 12,
        expYear: futureExpiryYear(h.sandbox),
        cvc: "123",
      },
      { publishableKey: "pk_test_sandbox", baseUrl: `${h.origin}/sandbox/card-provider` },
    );
    // On the current API the new card pays the balance in the same call (payment_instruments.rb).
    await createCard(api, token);
    expect((await chargeBalance(api)).chargeableCashBalance ?? null).toBeNull();
    expect((await processVendorAccount(api, lime.id)).uiStateV1).toMatchObject({
      hasPaymentMethod: true,
      balancePayoffNeeded: false,
    });
    expect((await requestVendorAccountAuth(api, lime.id)).uiStateV1?.needsLinking).toBe(true);
  });
});

describe("private accounts at 5dd9af6c", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ apiVersion: "5dd9af6c" });
  });
  afterAll(() => h.close());

  it("keeps the spec's shape: instructions and needs_attention, no ui_state_v1", async () => {
    const accounts = (await getVendorAccounts(await h.as(PHONES.ines))).items;
    expect(accounts.map((a) => [a.vendorName, a.needsAttention])).toEqual([
      ["Lime", true],
      ["Spin", false],
      ["Lyft", false],
    ]);
    for (const account of accounts) {
      expect(account).not.toHaveProperty("uiStateV1");
      expect(account.instructions).not.toBe("");
    }
  });

  it("has no process call: it answers as an unknown route", async () => {
    const api = await h.as(PHONES.ines);
    const lime = await byVendor(api, "Lime");
    expect(await failure(processVendorAccount(api, lime.id))).toEqual({ status: 404, code: "not_found" });
  });
});
