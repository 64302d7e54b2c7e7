import { imageSchema, type Image } from "../schemas/image.ts";
import { moneySchema, type Money } from "../schemas/money.ts";
import { paymentInstrumentSchema, type PaymentInstrument } from "../schemas/payment-instrument.ts";
import { buildEntity } from "./build-entity.ts";

/** Money in USD; `buildMoney(250)` is $2.50. */
export function buildMoney(cents = 0, currency = "USD"): Money {
  return moneySchema.parse({ cents, currency });
}

/** The cost breakdown shared by checkouts and orders: a $40 basket discounted to $25, no handling or tax. */
export function buildCostBreakdown() {
  return {
    customerCost: buildMoney(2500),
    undiscountedCost: buildMoney(4000),
    savings: buildMoney(1500),
    handling: buildMoney(0),
    taxableCost: buildMoney(2500),
    tax: buildMoney(0),
  };
}

/** An image with a caption. */
export function buildImage(overrides: Partial<Image> = {}): Image {
  return buildEntity(
    imageSchema,
    { caption: "Harvest box contents", url: "https://api.example.org/api/v1/images/im_harvest" },
    overrides,
  );
}

/** A verified Visa card; override e.g. `{ paymentMethodType: "bank_account" }`. */
export function buildPaymentInstrument(overrides: Partial<PaymentInstrument> = {}): PaymentInstrument {
  const id = overrides.id ?? 311;
  const type = overrides.paymentMethodType ?? "card";
  return buildEntity(
    paymentInstrumentSchema,
    {
      id,
      createdAt: "2025-01-08T22:14:51.903+00:00",
      paymentInstrumentId: id,
      paymentMethodType: type,
      usableForFunding: true,
      status: "ok",
      expiresAt: type === "card" ? "2027-09-01T00:00:00.000Z" : null,
      institution: { name: "Visa", color: "#1A1F71", logoSrc: "" },
      name: type === "card" ? "Visa x-4242" : "Household Checking",
      last4: "4242",
      key: `${type}-${id}`,
    },
    overrides,
  );
}
