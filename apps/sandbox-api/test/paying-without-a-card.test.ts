// Paying what is owed with no usable card, as the backend answers it: `balance_payoff_needed` only with a payment
// method to charge (vendor_account.rb `ui_state_v1`), expired cards removed when an instrument is added
// (`post_create_cleanup`, both versions), and a bank funding `created` outside the ACH schedule.
import { tokenizeCard } from "@tandem/api-client/card-provider";
import {
  createBankAccount,
  createCard,
  deleteCard,
  getDashboard,
  getMe,
  getStaticStrings,
  getVendorAccounts,
  isApiError,
  requestVendorAccountAuth,
  type ApiClient,
} from "@tandem/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ApiVersion } from "../src/sandbox.ts";
import { futureExpiryYear, PHONES, startHarness, type Harness } from "./harness.ts";

const LENA = "(503) 555-0541";
const RAVI = "(503) 555-0543";

let harnesses: Partial<Record<ApiVersion, Harness>> = {};
const on = async (version: ApiVersion) =>
  (harnesses[version] ??= await startHarness({ rateLimits: false, apiVersion: version }));
beforeEach(() => {
  harnesses = {};
});
afterEach(async () => {
  for (const h of Object.values(harnesses)) await h.close();
});

async function codeOf(promise: Promise<unknown>): Promise<[number | null, string]> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return [error.status, error.code];
    throw error;
  }
  throw new Error("expected the call to fail");
}

async function addVisa(h: Harness, api: ApiClient) {
  const token = await tokenizeCard(
    {
      name: "Lena Weiss",
      number: "4242424242424242",
      expMonth: 12,
      expYear: futureExpiryYear(h.sandbox),
      cvc: "123",
    },
    { publishableKey: "pk_test_sandbox", baseUrl: `${h.origin}/sandbox/card-provider` },
  );
  return createCard(api, token);
}

describe("balance_payoff_needed (current API, vendor_account.rb)", () => {
  it("is false for a member who owes with no payment method, whose account needs none; linking is still 402", async () => {
    const api = await (await on("current")).as(RAVI);
    expect((await getMe(api)).chargeableCashBalance?.cents).toBeLessThan(0);
    const [lyft] = (await getVendorAccounts(api)).items;
    expect(lyft?.uiStateV1).toMatchObject({
      indexCardMode: "link",
      requiresPaymentMethod: false,
      hasPaymentMethod: false,
      balancePayoffNeeded: false,
      showPaymentStep: false,
    });
    expect(await codeOf(requestVendorAccountAuth(api, lyft?.id ?? 0))).toEqual([
      402,
      "usage_prohibited_cash_balance",
    ]);
  });

  it("is false for a member who owes with no card whose account needs one, true once a card is on file", async () => {
    const h = await on("current");
    const api = await h.as(PHONES.noor);
    const [lime] = (await getVendorAccounts(api)).items;
    expect(lime?.uiStateV1).toMatchObject({ hasPaymentMethod: false, balancePayoffNeeded: false });
    await addVisa(h, api);
    const me = await getMe(api);
    const debt = await fetch(`${h.origin}/sandbox/members/${String(me.id)}/debt`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cents: 725 }),
    });
    expect(debt.status).toBe(200);
    const [again] = (await getVendorAccounts(api)).items;
    expect(again?.uiStateV1).toMatchObject({ hasPaymentMethod: true, balancePayoffNeeded: true });
  });
});

describe("adding an instrument removes expired cards (post_create_cleanup)", () => {
  it.each(["5dd9af6c", "current"] as const)("on %s, a new card replaces the expired one", async (version) => {
    const h = await on(version);
    const api = await h.as(LENA);
    const [expired] = (await getMe(api)).paymentInstruments;
    expect(expired).toMatchObject({ status: "expired", usableForFunding: false });
    const added = await addVisa(h, api);
    expect(added.allPaymentInstruments.map((row) => row.status)).toEqual(["ok"]);
    expect((await getMe(api)).paymentInstruments.map((row) => row.id)).toEqual([added.id]);
    expect(await codeOf(deleteCard(api, expired?.id ?? 0))).toEqual([403, "resource_not_found"]);
  });

  it.each(["5dd9af6c", "current"] as const)("on %s, a new bank account removes it too", async (version) => {
    const api = await (await on(version)).as(LENA);
    const bank = await createBankAccount(api, {
      name: "Checking",
      routingNumber: "011000015",
      accountNumber: "55504141",
      accountType: "checking",
    });
    expect(bank.allPaymentInstruments.map((row) => row.paymentMethodType)).toEqual(["bank_account"]);
  });

  it("on current, the new card also pays what the expired one left owing", async () => {
    const h = await on("current");
    const api = await h.as(LENA);
    await addVisa(h, api);
    expect((await getMe(api)).chargeableCashBalance ?? null).toBeNull();
  });
});

/** Moves the sandbox's clock forward, hour by hour, to the next `weekday` at `hour` in New York. */
function advanceTo(h: Harness, weekday: string, hour: number) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    weekday: "short",
    hour: "numeric",
    hourCycle: "h23",
  });
  for (let i = 0; i < 24 * 8; i++) {
    const now = parts.formatToParts(h.sandbox.clock.now());
    const at = (type: string) => now.find((part) => part.type === type)?.value;
    if (at("weekday") === weekday && Number(at("hour")) === hour) return;
    h.sandbox.clock.advance(3_600_000);
  }
  throw new Error(`never reached ${weekday} ${String(hour)}:00`);
}

describe("a bank funding follows the backend's ACH schedule (weekdays 9–15 New York)", () => {
  it.each(["5dd9af6c", "current"] as const)(
    "on %s: created on a Saturday, collecting on a Wednesday morning",
    async (version) => {
      const h = await on(version);
      const api = await h.as(PHONES.maria);
      const bank = (await getMe(api)).paymentInstruments.find(
        (row) => row.paymentMethodType === "bank_account",
      );
      const fund = () =>
        api.post("payments/create_funding", {
          amount: { cents: 1000 },
          paymentInstrumentId: bank?.id,
          paymentMethodType: "bank_account",
        });
      advanceTo(h, "Sat", 12);
      expect(await fund()).toMatchObject({ status: "created" });
      advanceTo(h, "Wed", 10);
      expect(await fund()).toMatchObject({ status: "collecting" });
      advanceTo(h, "Wed", 16);
      expect(await fund()).toMatchObject({ status: "created" });
    },
  );
});

describe("the negative-balance alert (member/dashboard.rb)", () => {
  it("on current is negative_cash_balance_v2 with what is owed, worded as a failed payment to pay", async () => {
    const h = await on("current");
    const { alerts } = await getDashboard(await h.as(PHONES.theo));
    expect(alerts).toEqual([
      expect.objectContaining({
        localizationKey: "dashboard.negative_cash_balance_v2",
        localizationParams: { amount: expect.objectContaining({ cents: expect.any(Number) }) },
      }),
    ]);
    expect(alerts[0]?.localizationParams?.amount?.cents).toBeGreaterThan(0);
    const strings = (await getStaticStrings(await h.as(PHONES.theo), "en", "strings")) as {
      dashboard: Record<string, unknown>;
    };
    expect(JSON.stringify(strings.dashboard.negative_cash_balance_v2)).toMatch(/last payment .* failed/);
  });

  it.each(["5dd9af6c", "current"] as const)(
    "on %s, with only an expired card, is the no-instrument alert, leading to adding a card",
    async (version) => {
      const h = await on(version);
      const api = await h.as(LENA);
      expect((await getDashboard(api)).alerts.map((alert) => alert.localizationKey)).toEqual([
        "dashboard.negative_cash_balance_no_instrument",
      ]);
      const strings = (await getStaticStrings(api, "en", "strings")) as {
        dashboard: Record<string, unknown>;
      };
      expect(JSON.stringify(strings.dashboard.negative_cash_balance_no_instrument)).toContain("(/add-card)");
    },
  );
});
