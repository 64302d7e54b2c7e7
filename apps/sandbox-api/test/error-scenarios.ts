// How to make the sandbox answer each error code of the contract's catalogue.
import type { ApiClient } from "@tandem/api-client";
import type { CardToken } from "@tandem/api-client/schemas";
import type { Harness } from "./harness.ts";
import { PHONES } from "./harness.ts";

export interface Tools {
  h: Harness;
  client(forwardedFor?: string): ApiClient;
  /** A client of a second sandbox whose rate limits are on. */
  limitedClient(): ApiClient;
  signedIn(phone: string): Promise<ApiClient>;
  /** Signed in on a third sandbox that speaks the current API (HEAD-only calls and codes). */
  currentSignedIn(phone: string): Promise<ApiClient>;
  token(number: string): Promise<CardToken>;
}

export interface Scenario {
  code: string;
  status: number;
  produce(tools: Tools): Promise<unknown>;
}

const DOCK = { loc: [455205000, -1226705000], providerId: 15, type: "ebike" };
const member = (t: Tools, name: string) => t.h.sandbox.store.db.t.members.find((row) => row.name === name);
const begin = (api: ApiClient) =>
  api.post("mobility/begin_trip", { providerId: 12, vehicleId: "LIME-7XQ2K" });
const cardScenario = (code: string, number: string): Scenario => ({
  code,
  status: 402,
  produce: async (t) =>
    (await t.signedIn(PHONES.robin)).post("payment_instruments/cards/create_stripe", {
      token: await t.token(number),
    }),
});
const faultScenario = (code: string, status: number): Scenario => ({
  code,
  status,
  produce: async (t) => {
    t.h.sandbox.faults.set({
      latency_ms: 0,
      failure_rate: 0,
      rules: [{ path: "/api/v1/me/dashboard", status, code }],
    });
    try {
      return await (await t.signedIn(PHONES.maria)).get("me/dashboard");
    } finally {
      t.h.sandbox.faults.set({ latency_ms: 0, failure_rate: 0, rules: [] });
    }
  },
});

/** One scenario per code. */
export const ERROR_SCENARIOS: Scenario[] = [
  { code: "validation_error", status: 400, produce: (t) => t.client().post("auth/start", { phone: "555" }) },
  { code: "unauthenticated", status: 401, produce: (t) => t.client().get("me") },
  {
    code: "forbidden",
    status: 403,
    produce: async (t) => (await t.signedIn(PHONES.maria)).get("commerce/orders/999999"),
  },
  {
    code: "resource_not_found",
    status: 403,
    produce: async (t) =>
      (await t.signedIn(PHONES.robin)).post("payments/create_funding", {
        amount: { cents: 1000 },
        paymentInstrumentId: 2,
        paymentMethodType: "card",
      }),
  },
  {
    code: "resource_not_found",
    status: 409,
    produce: async (t) =>
      (await t.signedIn(PHONES.alex)).post(
        `anon_proxy/vendor_accounts/${t.h.sandbox.store.db.t.vendorAccounts.find((a) => a.disabled)?.id}/make_auth_request`,
      ),
  },
  {
    code: "eligibility_violation",
    status: 403,
    produce: async (t) =>
      (await t.signedIn(PHONES.maria)).get(
        `commerce/offerings/${t.h.sandbox.store.db.t.offerings.find((o) => o.eligibleOrganization !== null)?.id}`,
      ),
  },
  faultScenario("lock_failed", 409),
  { code: "read_only_unverified", status: 409, produce: async (t) => begin(await t.signedIn(PHONES.tran)) },
  {
    code: "read_only_technical_error",
    status: 409,
    produce: async (t) => begin(await t.signedIn(PHONES.pat)),
  },
  {
    code: "usage_prohibited_cash_balance",
    status: 409,
    produce: async (t) => begin(await t.signedIn(PHONES.casey)),
  },
  {
    code: "usage_prohibited_instrument_required",
    status: 409,
    produce: async (t) => begin(await t.signedIn(PHONES.sam)),
  },
  {
    code: "too_many_requests",
    status: 429,
    produce: async (t) => {
      const api = t.limitedClient();
      for (let i = 0; i < 4; i += 1)
        await api.post("auth/start", { phone: "5035550188", timezone: "America/Los_Angeles" });
    },
  },
  {
    code: "api_error",
    status: 500,
    produce: async (t) =>
      (await t.signedIn(PHONES.lucia)).post("payments/create_funding", {
        amount: { cents: 1000 },
        paymentInstrumentId: t.h.sandbox.store.db.t.instruments.find((i) => i.nickname === "Cuenta nueva")
          ?.id,
        paymentMethodType: "bank_account",
      }),
  },
  faultScenario("unhandled_error", 500),
  {
    code: "auth_conflict",
    status: 409,
    produce: async (t) =>
      (await t.signedIn(PHONES.maria)).post("auth/start", {
        phone: PHONES.maria,
        timezone: "America/Los_Angeles",
      }),
  },
  {
    code: "invalid_otp",
    status: 403,
    produce: async (t) => {
      const api = t.client();
      await api.post("auth/start", { phone: PHONES.uma, timezone: "America/Los_Angeles" });
      return api.post("auth/verify", { phone: PHONES.uma, token: "12345x" });
    },
  },
  {
    code: "vehicle_not_found",
    status: 403,
    produce: async (t) =>
      (await t.signedIn(PHONES.maria)).get("mobility/vehicle", {
        searchParams: { loc: [1, 1], providerId: 12, type: "escooter" },
      }),
  },
  {
    code: "disambiguation_required",
    status: 400,
    produce: async (t) => (await t.signedIn(PHONES.maria)).get("mobility/vehicle", { searchParams: DOCK }),
  },
  { code: "ongoing_trip", status: 409, produce: async (t) => begin(await t.signedIn(PHONES.jordan)) },
  {
    code: "no_active_trip",
    status: 409,
    produce: async (t) =>
      (await t.signedIn(PHONES.maria)).post("mobility/end_trip", { lat: 45.52, lng: -122.67 }),
  },
  {
    code: "product_unavailable",
    status: 409,
    produce: async (t) =>
      (await t.signedIn(PHONES.maria)).put("commerce/offerings/1/cart/item", {
        productId: 8,
        quantity: 1,
        timestamp: Date.now(),
      }),
  },
  {
    code: "checkout_no_items",
    status: 409,
    produce: async (t) => (await t.signedIn(PHONES.maria)).post("commerce/offerings/2/checkout"),
  },
  {
    code: "invalid_order_quantity",
    status: 409,
    produce: async (t) => {
      const api = await t.signedIn(PHONES.lucia);
      const loaf = t.h.sandbox.store.db.t.products.find((p) => p.inventory === 0)?.id;
      await api.put("commerce/offerings/1/cart/item", {
        productId: loaf,
        quantity: 1,
        timestamp: Date.now(),
      });
      return api.post("commerce/offerings/1/checkout");
    },
  },
  {
    code: "checkout_fatal_error",
    status: 409,
    produce: async (t) => {
      const api = await t.signedIn(PHONES.jordan);
      await api.put("commerce/offerings/2/cart/item", { productId: 6, quantity: 1, timestamp: Date.now() });
      const checkout = (await api.post("commerce/offerings/2/checkout")) as { id: number };
      return api.post(`commerce/checkouts/${checkout.id}/complete`, { chargeAmountCents: 1 });
    },
  },
  cardScenario("card_generic", "4000000000000002"),
  cardScenario("card_invalid_number", "4000000000000077"),
  cardScenario("card_invalid_expiry", "4000000000000085"),
  cardScenario("card_invalid_cvc", "4000000000000127"),
  cardScenario("card_invalid_zip", "4000000000000036"),
  cardScenario("card_permanent_failure", "4000000000009987"),
  cardScenario("card_contact_bank", "4000000000006975"),
  cardScenario("card_try_again_later", "4000000000000119"),
  cardScenario("card_expired", "4000000000000069"),
  cardScenario("card_insufficient_funds", "4000000000009995"),
  {
    code: "invalid_permissions",
    status: 409,
    produce: async (t) => {
      const api = await t.signedIn(PHONES.maria);
      const order = t.h.sandbox.store.db.t.orders.find(
        (o) => o.memberId === member(t, "Maria Hernandez")?.id && o.fulfilledAt === null,
      );
      return api.post(`commerce/orders/${order?.id}/claim`);
    },
  },
  {
    code: "conflicting_bank_account",
    status: 409,
    produce: async (t) => {
      const bank = {
        name: "Shared",
        routingNumber: "123000220",
        accountNumber: "5551234",
        accountType: "checking",
      };
      await (await t.signedIn(PHONES.robin)).post("payment_instruments/bank_accounts/create", bank);
      return (await t.signedIn(PHONES.sam)).post("payment_instruments/bank_accounts/create", bank);
    },
  },
  {
    code: "charge_balance",
    status: 402,
    // HEAD only (contract §5.3): asked of a sandbox speaking the current API.
    produce: async (t) => (await t.currentSignedIn(PHONES.casey)).post("payments/charge_balance"),
  },
  {
    code: "non_member_account",
    status: 402,
    produce: async (t) =>
      (await t.signedIn(PHONES.pat)).post(
        `anon_proxy/vendor_accounts/${t.h.sandbox.store.db.t.vendorAccounts.find((a) => a.memberId === member(t, "Pat Morgan")?.id)?.id}/make_auth_request`,
      ),
  },
];
