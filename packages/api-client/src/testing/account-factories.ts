import { detailedOrderSchema, type DetailedOrder } from "../schemas/order.ts";
import { ledgerLineSchema, type LedgerLine } from "../schemas/ledger.ts";
import { vendorAccountSchema, type VendorAccount } from "../schemas/vendor-account.ts";
import { buildCostBreakdown, buildImage, buildMoney } from "./basic-factories.ts";
import { buildEntity } from "./build-entity.ts";

/** An open, claimable pickup order of one harvest box. */
export function buildDetailedOrder(overrides: Partial<DetailedOrder> = {}): DetailedOrder {
  const pickup = { id: 71, description: "Pickup at Shemanski Park", address: null };
  return buildEntity(
    detailedOrderSchema,
    {
      id: 1210,
      serial: "1210",
      createdAt: "2025-12-05T17:45:02.800+00:00",
      fulfilledAt: null,
      total: buildMoney(2500),
      image: buildImage(),
      availableForPickupAt: "2025-12-13T16:30:00.000+00:00",
      items: [
        {
          quantity: 1,
          name: "Harvest Box (family size)",
          description: "Seasonal produce.",
          image: buildImage(),
          customerPrice: buildMoney(2500),
        },
      ],
      offeringId: 12,
      offeringDescription: "Holiday Harvest Box",
      fulfillmentConfirmation: "Pick up your box at Shemanski Park",
      fulfillmentOption: pickup,
      fulfillmentOptionsForEditing: [],
      fulfillmentOptionEditable: false,
      orderStatus: "open",
      canClaim: true,
      ...buildCostBreakdown(),
      fundingTransactions: [],
    },
    overrides,
  );
}

/** A $20 "Add funds" line of the cash ledger. */
export function buildLedgerLine(overrides: Partial<LedgerLine> = {}): LedgerLine {
  return buildEntity(
    ledgerLineSchema,
    {
      id: 90377,
      opaqueId: "bx_u0vwng2tjqq51x82i6rdcey2h",
      at: "2025-06-10T15:02:11.274+00:00",
      memo: "Add funds",
      amount: buildMoney(2000),
      usageDetails: [{ code: "funding", args: { accountLabel: "Visa x-4242" } }],
    },
    overrides,
  );
}

/** A Lime private account that still needs linking, in the HEAD shape (`uiStateV1`). */
export function buildVendorAccount(overrides: Partial<VendorAccount> = {}): VendorAccount {
  return buildEntity(
    vendorAccountSchema,
    {
      id: 45,
      magicLink: null,
      vendorName: "Lime",
      vendorSlug: "lime",
      vendorImage: buildImage({ caption: "Lime" }),
      uiStateV1: {
        indexCardMode: "link",
        needsLinking: true,
        requiresPaymentMethod: true,
        hasPaymentMethod: true,
        balancePayoffNeeded: false,
        showPaymentStep: true,
        termStepIndex: 1,
        linkStepIndex: 2,
        descriptionText: "Ride Lime scooters at the programme rate.",
        termsText: "",
        helpText: "Having trouble? Text us.",
      },
    },
    overrides,
  );
}
