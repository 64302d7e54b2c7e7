import { describe, expect, it } from "vitest";
import { cartSchema } from "../schemas/cart.ts";
import { checkoutSchema } from "../schemas/checkout.ts";
import { currentMemberSchema } from "../schemas/current-member.ts";
import { dashboardSchema } from "../schemas/dashboard.ts";
import { imageSchema } from "../schemas/image.ts";
import { ledgerLineSchema } from "../schemas/ledger.ts";
import { mobilityMapSchema } from "../schemas/mobility-map.ts";
import { mobilityTripSchema } from "../schemas/mobility-trip.ts";
import { moneySchema } from "../schemas/money.ts";
import { offeringProductSchema } from "../schemas/offering-product.ts";
import { offeringWithContextSchema } from "../schemas/offering-with-context.ts";
import { offeringSchema } from "../schemas/offering.ts";
import { detailedOrderSchema } from "../schemas/order.ts";
import { paymentInstrumentSchema } from "../schemas/payment-instrument.ts";
import { vehicleDetailSchema } from "../schemas/vehicle-detail.ts";
import { vendorAccountSchema } from "../schemas/vendor-account.ts";
import { buildDetailedOrder, buildLedgerLine, buildVendorAccount } from "./account-factories.ts";
import { buildImage, buildMoney, buildPaymentInstrument } from "./basic-factories.ts";
import {
  buildCart,
  buildCheckout,
  buildOffering,
  buildOfferingProduct,
  buildOfferingWithContext,
} from "./commerce-factories.ts";
import { buildCurrentMember, buildDashboard } from "./member-factories.ts";
import {
  buildEndedTrip,
  buildMobilityMap,
  buildOngoingTrip,
  buildVehicleDetail,
} from "./mobility-factories.ts";

describe("testing factories", () => {
  it.each([
    ["buildMoney", () => buildMoney(250), moneySchema],
    ["buildImage", () => buildImage(), imageSchema],
    ["buildPaymentInstrument", () => buildPaymentInstrument(), paymentInstrumentSchema],
    ["buildCurrentMember", () => buildCurrentMember(), currentMemberSchema],
    ["buildDashboard", () => buildDashboard(), dashboardSchema],
    ["buildOngoingTrip", () => buildOngoingTrip(), mobilityTripSchema],
    ["buildEndedTrip", () => buildEndedTrip(), mobilityTripSchema],
    ["buildMobilityMap", () => buildMobilityMap(), mobilityMapSchema],
    ["buildVehicleDetail", () => buildVehicleDetail(), vehicleDetailSchema],
    ["buildOffering", () => buildOffering(), offeringSchema],
    ["buildOfferingProduct", () => buildOfferingProduct(), offeringProductSchema],
    ["buildCart", () => buildCart(), cartSchema],
    ["buildOfferingWithContext", () => buildOfferingWithContext(), offeringWithContextSchema],
    ["buildCheckout", () => buildCheckout(), checkoutSchema],
    ["buildDetailedOrder", () => buildDetailedOrder(), detailedOrderSchema],
    ["buildLedgerLine", () => buildLedgerLine(), ledgerLineSchema],
    ["buildVendorAccount", () => buildVendorAccount(), vendorAccountSchema],
  ] as const)("%s builds an entity its schema accepts", (_, build, schema) => {
    const entity = build();
    expect(schema.parse(entity)).toEqual(entity);
  });

  it("applies overrides and keeps derived defaults consistent", () => {
    expect(buildPaymentInstrument({ id: 9, paymentMethodType: "bank_account" })).toMatchObject({
      paymentInstrumentId: 9,
      key: "bank_account-9",
      expiresAt: null,
    });
    expect(buildCurrentMember({ onboarded: false, name: "" })).toMatchObject({ onboarded: false, name: "" });
  });

  it("refuses overrides that break the schema", () => {
    expect(() => buildCurrentMember({ id: 1.5 })).toThrow();
    expect(() => buildEndedTrip({ beginLat: "north" })).toThrow();
  });
});
