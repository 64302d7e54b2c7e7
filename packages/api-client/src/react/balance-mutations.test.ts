import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { useTestApi } from "../../test/endpoint-cases.ts";
import { buildCurrentMember } from "../testing/member-factories.ts";
import { balanceMutations, type PayBalanceOptions } from "./balance-mutations.ts";
import { OwedAmountChanged } from "./owed-amount-check.ts";
import { ME_QUERY_KEY } from "./link-current-member.ts";

const owing = { cents: -450, currency: "USD" };

/** A member in the wire's snake_case, as the server sends it. */
function wireMember(chargeable: typeof owing | null) {
  return {
    id: 7,
    created_at: "2026-09-01T10:00:00.000-07:00",
    email: null,
    name: "Theo Park",
    phone: "(503) 555-0201",
    onboarded: true,
    role_access: {},
    unclaimed_orders_count: 0,
    ongoing_trip: null,
    read_only_mode: false,
    read_only_reason: null,
    payment_instruments: [],
    show_private_accounts: true,
    preferences: { subscriptions: [] },
    has_order_history: false,
    finished_survey_topics: [],
    chargeable_cash_balance: chargeable,
  };
}

describe("balanceMutations.pay: paying a negative balance", () => {
  const api = useTestApi();

  function setUp() {
    const client = api().client();
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, buildCurrentMember({ chargeableCashBalance: owing }));
    for (const key of [
      ["mobility", "vehicle"],
      ["vendor-accounts", "list"],
      ["dashboard"],
      ["ledgers", "overview"],
    ])
      queryClient.setQueryData(key, { cached: true });
    const pay = (options: PayBalanceOptions = {}, shown?: typeof owing) =>
      queryClient
        .getMutationCache()
        .build(queryClient, balanceMutations.pay(client, queryClient, [0], options))
        .execute(shown);
    return { client, queryClient, pay };
  }

  it("posts charge_balance with no body, replaces the cached member and refetches what the debt blocked", async () => {
    api().answer("POST /api/v1/payments/charge_balance", { json: wireMember(null) });
    const { client, queryClient, pay } = setUp();
    const member = await pay();
    expect(api().requests.map((each) => `${each.method} ${each.path}`)).toEqual([
      "POST /api/v1/payments/charge_balance",
    ]);
    expect(api().requests[0]?.body).toBeUndefined();
    expect(member.chargeableCashBalance).toBeNull();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(member);
    expect(client.currentMember.get()).toBe(member);
    for (const key of [
      ["mobility", "vehicle"],
      ["vendor-accounts", "list"],
      ["dashboard"],
      ["ledgers", "overview"],
    ])
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("given the amount shown, reads the member right before charging: the same amount is charged, once", async () => {
    api().answer("GET /api/v1/me", { json: wireMember(owing) });
    api().answer("POST /api/v1/payments/charge_balance", { json: wireMember(null) });
    const { pay } = setUp();
    await pay({}, { cents: 450, currency: "USD" });
    expect(api().requests.map((each) => `${each.method} ${each.path}`)).toEqual([
      "GET /api/v1/me",
      "POST /api/v1/payments/charge_balance",
    ]);
  });

  it("given the amount shown, a balance changed since is not charged: OwedAmountChanged, the fresh member cached", async () => {
    api().answer("GET /api/v1/me", { json: wireMember({ cents: -925, currency: "USD" }) });
    const { queryClient, pay } = setUp();
    const failure = await pay({}, { cents: 450, currency: "USD" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OwedAmountChanged);
    expect((failure as OwedAmountChanged).owed).toEqual({ cents: 925, currency: "USD" });
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toMatchObject({
      chargeableCashBalance: { cents: -925, currency: "USD" },
    });
    expect(api().requests.map((each) => each.path)).toEqual(["/api/v1/me"]);
  });

  it("given the amount shown, a balance already settled is the answer, nothing charged", async () => {
    api().answer("GET /api/v1/me", { json: wireMember(null) });
    const { pay } = setUp();
    expect((await pay({}, { cents: 450, currency: "USD" })).chargeableCashBalance).toBeNull();
    expect(api().requests.map((each) => each.path)).toEqual(["/api/v1/me"]);
  });

  it("a 402 charge_balance is the failure, the cached member left as it was", async () => {
    api().answer("POST /api/v1/payments/charge_balance", {
      status: 402,
      json: { error: { status: 402, code: "charge_balance", message: "We could not charge" } },
    });
    const { queryClient, pay } = setUp();
    const before = queryClient.getQueryData(ME_QUERY_KEY);
    await expect(pay()).rejects.toMatchObject({ status: 402, code: "charge_balance" });
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBe(before);
    expect(api().requests).toHaveLength(1);
  });

  it("after a lost answer, looks at the member: paid already means done, without a second charge", async () => {
    api().answer("POST /api/v1/payments/charge_balance", { drop: true });
    api().answer("GET /api/v1/me", { json: wireMember(null) });
    const { queryClient, pay } = setUp();
    const member = await pay();
    expect(member.chargeableCashBalance).toBeNull();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(member);
    expect(api().requests.map((each) => `${each.method} ${each.path}`)).toEqual([
      "POST /api/v1/payments/charge_balance",
      "GET /api/v1/me",
    ]);
  });

  it("after a lost answer and a member still owing, fails; a look that fails too comes first on the next tap", async () => {
    api().answer("POST /api/v1/payments/charge_balance", { drop: true }, { json: wireMember(null) });
    api().answer("GET /api/v1/me", { drop: true }, { json: wireMember(owing) });
    const { pay } = setUp();
    await expect(pay()).rejects.toMatchObject({ status: null });
    await pay();
    expect(api().requests.map((each) => `${each.method} ${each.path}`)).toEqual([
      "POST /api/v1/payments/charge_balance",
      "GET /api/v1/me",
      "GET /api/v1/me",
      "POST /api/v1/payments/charge_balance",
    ]);
  });

  it("after a lost answer, looks where it is told (isPaid): paid there, the member is read and nothing sent again", async () => {
    api().answer("POST /api/v1/payments/charge_balance", { drop: true });
    api().answer("GET /api/v1/me", { json: wireMember(null) });
    const { client, queryClient, pay } = setUp();
    const isPaid = vi.fn(() => Promise.resolve(true));
    const member = await pay({ isPaid });
    expect(isPaid).toHaveBeenCalledExactlyOnceWith(client);
    expect(member.chargeableCashBalance).toBeNull();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(member);
    expect(api().requests.map((each) => `${each.method} ${each.path}`)).toEqual([
      "POST /api/v1/payments/charge_balance",
      "GET /api/v1/me",
    ]);
  });

  it("after a lost answer, counts it paid only when GET /me owes nothing, whatever isPaid says", async () => {
    api().answer("POST /api/v1/payments/charge_balance", { drop: true });
    api().answer("GET /api/v1/me", { json: wireMember(owing) });
    const { queryClient, pay } = setUp();
    await expect(pay({ isPaid: () => Promise.resolve(true) })).rejects.toMatchObject({ status: null });
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toMatchObject({ chargeableCashBalance: owing });
  });

  it("after a lost answer that isPaid says did not go through, fails without reading the member or charging again", async () => {
    api().answer("POST /api/v1/payments/charge_balance", { drop: true });
    const { pay } = setUp();
    await expect(pay({ isPaid: () => Promise.resolve(false) })).rejects.toMatchObject({ status: null });
    expect(api().requests.map((each) => `${each.method} ${each.path}`)).toEqual([
      "POST /api/v1/payments/charge_balance",
    ]);
  });
});
