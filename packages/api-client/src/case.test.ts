import { describe, expect, it } from "vitest";
import { camelizeKeys, snakeizeKeys } from "./case.ts";

describe("case conversion", () => {
  it("A-07 camel-cases response keys deeply, leaving values alone", () => {
    const wire = {
      unclaimed_orders_count: 2,
      ongoing_trip: { began_at: "x" },
      items: [{ opaque_id: "bx_1" }],
      key: "account_updates",
    };
    expect(camelizeKeys(wire)).toEqual({
      unclaimedOrdersCount: 2,
      ongoingTrip: { beganAt: "x" },
      items: [{ opaqueId: "bx_1" }],
      key: "account_updates",
    });
  });

  it("A-07 snake-cases request keys deeply", () => {
    expect(snakeizeKeys({ termsAgreed: true, address: { stateOrProvince: "OR" } })).toEqual({
      terms_agreed: true,
      address: { state_or_province: "OR" },
    });
  });

  it("round-trips a body", () => {
    const body = { paymentInstrumentId: 5, amount: { cents: 500, currency: "USD" } };
    expect(camelizeKeys(snakeizeKeys(body))).toEqual(body);
  });
});
