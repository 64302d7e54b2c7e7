// The contract suite: every endpoint of the contract's index called through the real HTTP
// server and its answer parsed with @tandem/api-client/schemas' responseSchemas.
import { tokenizeCard } from "@tandem/api-client/card-provider";
import { responseSchemas, type EndpointKey } from "@tandem/api-client/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, covered } from "./contract-calls.ts";
import { API_VERSIONS } from "../src/sandbox.ts";
import { futureExpiryYear, PHONES, startHarness, type Harness } from "./harness.ts";

// Endpoints the spec's version (5dd9af6c) does not have: there they answer as unknown routes, so that suite cannot
// call them (in the order of the contract's index).
const CURRENT_ONLY: EndpointKey[] = [
  "POST /payments/charge_balance",
  "POST /anon_proxy/vendor_accounts/{id}/process",
];

const PORTLAND = { sw: [45.45, -122.8], ne: [45.6, -122.55] };

// Both versions the sandbox speaks (README, "Two API versions"); each suite on a sandbox of its own.
describe.each(API_VERSIONS)("on %s", (apiVersion) => {
  let h: Harness;
  beforeAll(async () => {
    covered.clear();
    h = await startHarness({ apiVersion });
  });
  afterAll(() => h.close());

  describe("contract suite: every endpoint answers in the contract's shape", () => {
    it("A-13 A-18 A-21 A-04 me, dashboard, update and language", async () => {
      const api = h.client();
      await h.signIn(api, PHONES.maria);
      expect((await call(api, "GET /me", "me")).name).toBe("Maria Hernandez");
      const dashboard = await call(api, "GET /me/dashboard", "me/dashboard");
      expect(dashboard.programs.length).toBeGreaterThan(0);
      await call(api, "POST /me/update", "me/update", {
        name: "Maria Hernández",
        address: {
          address1: "1500 SE Hawthorne Blvd",
          city: "Portland",
          stateOrProvince: "Oregon",
          postalCode: "97214",
        },
      });
      expect((await call(api, "POST /me/language", "me/language", { language: "es" })).name).toBe(
        "Maria Hernández",
      );
    });

    it("A-02 A-03 A-19 A-20 A-28 A-29 A-47 A-48 public reference data and strings files", async () => {
      const api = h.client();
      expect(
        (await call(api, "GET /meta/supported_locales", "meta/supported_locales")).items.map((l) => l.code),
      ).toEqual(["en", "es"]);
      await call(api, "GET /meta/supported_geographies", "meta/supported_geographies");
      await call(api, "GET /meta/supported_organizations", "meta/supported_organizations");
      expect(
        (await call(api, "GET /meta/supported_currencies", "meta/supported_currencies")).items[0]
          ?.fundingMinimumCents,
      ).toBe(500);
      await call(api, "GET /meta/supported_payment_methods", "meta/supported_payment_methods");
      await call(api, "GET /meta/geolocate_ip", "meta/geolocate_ip");
      for (const namespace of ["strings", "surveys", "privacy_policy", "terms_of_use_and_sale"]) {
        for (const locale of ["en", "es"])
          await call(
            api,
            "GET /meta/static_strings/{locale}/{namespace}",
            `meta/static_strings/${locale}/${namespace}`,
            undefined,
            { searchParams: { cachebust: "test" } },
          );
      }
      const stripe = await call(
        api,
        "GET /meta/static_strings/{locale}/stripe",
        "meta/static_strings/es/stripe",
      );
      expect(stripe.errors.insufficient_funds?.[1]).toMatch(/fondos/);
      const agent = await call(api, "GET /api/useragent", "useragent", undefined, { unversioned: true });
      expect(agent.device).not.toBe("");
    });

    it("A-14 A-15 A-16 A-22 sign-in, contact list and sign-out", async () => {
      const api = h.client();
      expect(
        (
          await call(api, "POST /auth/start", "auth/start", {
            phone: "15035550111",
            timezone: "America/Los_Angeles",
            termsAgreed: true,
          })
        ).requiresTermsAgreement,
      ).toBe(false);
      const code = h.sandbox.outbox.latestCode("5035550111") ?? "";
      expect(code).toMatch(/^\d{6}$/);
      expect(
        (await call(api, "POST /auth/verify", "auth/verify", { phone: "15035550111", token: code }))
          .readOnlyReason,
      ).toBe("read_only_unverified");
      await call(api, "DELETE /auth", "auth");
      await call(h.client(), "POST /auth/contact_list", "auth/contact_list", {
        name: "Ana Ruiz",
        phone: "5035550112",
        timezone: "America/Los_Angeles",
        channel: "friends_family",
        eventName: "lents-market",
        organizationName: "Verde",
      });
    });

    it("A-23 A-24 A-25 A-26 A-27 A-53 the map, a vehicle, a trip and the trip list", async () => {
      const api = h.client();
      await h.signIn(api, PHONES.alex);
      const map = await call(api, "GET /mobility/map", "mobility/map", undefined, { searchParams: PORTLAND });
      await call(api, "GET /mobility/map_features", "mobility/map_features", undefined, {
        searchParams: PORTLAND,
      });
      const providerIndex = map.providers.findIndex((provider) => provider.id === 12);
      const scooter = map.escooter.find((vehicle) => vehicle.p === providerIndex && vehicle.d === undefined);
      expect(scooter).toBeDefined();
      const vehicle = await call(api, "GET /mobility/vehicle", "mobility/vehicle", undefined, {
        searchParams: { loc: scooter?.c, providerId: 12, type: "escooter" },
      });
      await call(api, "POST /mobility/begin_trip", "mobility/begin_trip", {
        providerId: 12,
        vehicleId: vehicle.vehicleId,
      });
      await call(api, "POST /mobility/end_trip", "mobility/end_trip", { lat: 45.5231, lng: -122.6765 });
      const trips = await call(api, "GET /mobility/trips", "mobility/trips");
      expect(trips.items[0]?.vehicleId).toBe(vehicle.vehicleId);
    });
  });

  describe("contract suite: food, payments, ledgers, accounts", () => {
    it("A-30..A-42 offerings, cart, checkout, confirmation and orders", async () => {
      const api = h.client();
      await h.signIn(api, PHONES.maria);
      const offerings = await call(api, "GET /commerce/offerings", "commerce/offerings");
      const harvest = offerings.items.find((offering) => offering.description === "Holiday Harvest Box");
      if (!harvest) throw new Error("no harvest offering");
      const detail = await call(api, "GET /commerce/offerings/{id}", `commerce/offerings/${harvest.id}`);
      const cider = detail.items.find((item) => item.name.startsWith("Apple Cider"));
      await call(
        api,
        "PUT /commerce/offerings/{offeringId}/cart/item",
        `commerce/offerings/${harvest.id}/cart/item`,
        { productId: cider?.productId, quantity: 2, timestamp: Date.now() },
      );
      const checkout = await call(
        api,
        "POST /commerce/offerings/{offeringId}/checkout",
        `commerce/offerings/${harvest.id}/checkout`,
      );
      await call(api, "GET /commerce/checkouts/{id}", `commerce/checkouts/${checkout.id}`);
      const option = checkout.availableFulfillmentOptions[1]?.id;
      const updated = await call(
        api,
        "POST /commerce/checkouts/{id}/modify_fulfillment",
        `commerce/checkouts/${checkout.id}/modify_fulfillment`,
        { optionId: option },
      );
      const card = updated.availablePaymentInstruments.find(
        (instrument) => instrument.paymentMethodType === "card",
      );
      await call(
        api,
        "POST /commerce/checkouts/{id}/complete",
        `commerce/checkouts/${checkout.id}/complete`,
        {
          chargeAmountCents: updated.chargeableTotal.cents,
          paymentInstrument: card,
        },
      );
      await call(
        api,
        "GET /commerce/checkouts/{id}/confirmation",
        `commerce/checkouts/${checkout.id}/confirmation`,
      );
      const orders = await call(api, "GET /commerce/orders", "commerce/orders");
      const order = await call(api, "GET /commerce/orders/{id}", `commerce/orders/${orders.items[0]?.id}`);
      const other = order.fulfillmentOptionsForEditing.find(
        (choice) => choice.id !== order.fulfillmentOption?.id,
      );
      await call(
        api,
        "POST /commerce/orders/{id}/modify_fulfillment",
        `commerce/orders/${order.id}/modify_fulfillment`,
        { optionId: other?.id },
      );
      const uma = h.client();
      await h.signIn(uma, PHONES.uma);
      const unclaimed = await call(uma, "GET /commerce/orders/unclaimed", "commerce/orders/unclaimed");
      expect(unclaimed.items.length).toBe(2);
      await call(uma, "POST /commerce/orders/{id}/claim", `commerce/orders/${unclaimed.items[0]?.id}/claim`);
    });

    it("A-43..A-49 A-51 A-52 instruments, funding and ledgers", async () => {
      const api = h.client();
      await h.signIn(api, PHONES.robin);
      const bank = await call(
        api,
        "POST /payment_instruments/bank_accounts/create",
        "payment_instruments/bank_accounts/create",
        {
          name: "Rent savings",
          routingNumber: "323075880",
          accountNumber: "99990420",
          accountType: "savings",
        },
      );
      expect(bank.status).toBe("unverified");
      await call(
        api,
        "DELETE /payment_instruments/bank_accounts/{id}",
        `payment_instruments/bank_accounts/${bank.id}`,
      );
      const token = await tokenizeCard(
        {
          name: "Robin Chen",
          number: "4242 4242 4242 4242",
          expMonth: 12,
          expYear: futureExpiryYear(h.sandbox),
          cvc: "123",
        },
        { publishableKey: "pk_test_sandbox", baseUrl: `${h.origin}/sandbox/card-provider` },
      );
      const card = await call(
        api,
        "POST /payment_instruments/cards/create_stripe",
        "payment_instruments/cards/create_stripe",
        { token },
      );
      await call(api, "POST /payments/create_funding", "payments/create_funding", {
        amount: { cents: 2000, currency: "USD" },
        paymentInstrumentId: card.id,
        paymentMethodType: "card",
      });
      // HEAD only: at 5dd9af6c the call is an unknown route (test/balance-payment.test.ts).
      if (apiVersion === "current")
        await call(api, "POST /payments/charge_balance", "payments/charge_balance");
      await call(api, "DELETE /payment_instruments/cards/{id}", `payment_instruments/cards/${card.id}`);
      const overview = await call(api, "GET /ledgers/overview", "ledgers/overview");
      expect(overview.totalBalance.cents).toBe(2000);
      await call(api, "GET /ledgers/{id}/lines", `ledgers/${overview.ledgers[0]?.id}/lines`, undefined, {
        searchParams: { page: 1 },
      });
    });

    it("A-54..A-60 A-17 private accounts, preferences, surveys and support", async () => {
      const api = h.client();
      await h.signIn(api, PHONES.alex);
      const accounts = await call(api, "GET /anon_proxy/vendor_accounts", "anon_proxy/vendor_accounts");
      const lime = accounts.items.find((account) => account.vendorName === "Lime");
      await call(
        api,
        "POST /anon_proxy/vendor_accounts/{id}/configure",
        `anon_proxy/vendor_accounts/${lime?.id}/configure`,
      );
      // Current API only: at 5dd9af6c the route does not exist (test/private-account-setup.test.ts).
      if (apiVersion === "current")
        await call(
          api,
          "POST /anon_proxy/vendor_accounts/{id}/process",
          `anon_proxy/vendor_accounts/${lime?.id}/process`,
        );
      await call(
        api,
        "POST /anon_proxy/vendor_accounts/{id}/make_auth_request",
        `anon_proxy/vendor_accounts/${lime?.id}/make_auth_request`,
      );
      const poll = await call(
        api,
        "POST /anon_proxy/vendor_accounts/{id}/poll_for_new_magic_link",
        `anon_proxy/vendor_accounts/${lime?.id}/poll_for_new_magic_link`,
      );
      expect(poll.foundChange).toBe(true);
      const token =
        h.sandbox.store.db.t.members.find((member) => member.name === "Alex Rivera")?.preferencesToken ?? "";
      await call(api, "GET /preferences/public", "preferences/public", undefined, {
        searchParams: { accessToken: token },
      });
      await call(api, "POST /preferences/public", "preferences/public", {
        accessToken: token,
        subscriptions: { marketing: true },
      });
      await call(api, "POST /preferences", "preferences", { subscriptions: { account_updates: false } });
      const survey = {
        topic: "mobility_waitlist",
        questions: [
          {
            key: "entity_type",
            label: "Which best describes you?",
            format: "radio",
            answers: [{ key: "community", label: "A community member", value: true }],
          },
        ],
      };
      expect((await call(api, "POST /surveys", "surveys", survey)).finishedSurveyTopics).toContain(
        "mobility_waitlist",
      );
      await call(h.client(), "POST /support/regain_account_access", "support/regain_account_access", {
        name: "Alex Rivera",
        currentPhone: "5035550199",
        previousPhone: PHONES.alex,
      });
    });

    it("covered every endpoint of the contract's index", () => {
      const missing = (Object.keys(responseSchemas) as EndpointKey[]).filter((key) => !covered.has(key));
      expect(missing).toEqual(apiVersion === "current" ? [] : CURRENT_ONLY);
    });
  });
});
