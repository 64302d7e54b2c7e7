import { cartSchema, type Cart } from "../schemas/cart.ts";
import { checkoutSchema, type Checkout } from "../schemas/checkout.ts";
import { offeringProductSchema, type OfferingProduct } from "../schemas/offering-product.ts";
import { offeringWithContextSchema, type OfferingWithContext } from "../schemas/offering-with-context.ts";
import { offeringSchema, type Offering } from "../schemas/offering.ts";
import { buildCostBreakdown, buildImage, buildMoney } from "./basic-factories.ts";
import { buildEntity } from "./build-entity.ts";

/** An open food offering (id 12). */
export function buildOffering(overrides: Partial<Offering> = {}): Offering {
  const id = overrides.id ?? 12;
  return buildEntity(
    offeringSchema,
    {
      id,
      description: "Holiday Harvest Box",
      fulfillmentPrompt: "How would you like to get your order?",
      fulfillmentConfirmation: "Pick up your box at Shemanski Park",
      fulfillmentInstructions: "",
      closesAt: "2025-12-20T07:59:59.000+00:00",
      image: buildImage(),
      appLink: `/food/${id}`,
    },
    overrides,
  );
}

/** A $25 product with a $20 subsidy, in stock (up to 2). */
export function buildOfferingProduct(overrides: Partial<OfferingProduct> = {}): OfferingProduct {
  return buildEntity(
    offeringProductSchema,
    {
      name: "Harvest Box (family size)",
      description: "Seasonal produce from Sauvie Island.",
      offeringId: 12,
      productId: 208,
      vendor: { id: 31, name: "Sauvie Island Organics" },
      images: [buildImage()],
      listable: true,
      maxQuantity: 2,
      outOfStock: false,
      outOfStockReason: null,
      outOfStockReasonText: null,
      displayableNoncashLedgerContributionAmount: buildMoney(2000),
      displayableCashPrice: buildMoney(500),
      isDiscounted: true,
      customerPrice: buildMoney(2500),
      undiscountedPrice: buildMoney(4000),
      discountAmount: buildMoney(1500),
    },
    overrides,
  );
}

/** An empty cart. */
export function buildCart(overrides: Partial<Cart> = {}): Cart {
  return buildEntity(
    cartSchema,
    {
      cartHash: "d41d8cd98f00b204e9800998ecf8427e",
      items: [],
      customerCost: buildMoney(0),
      noncashLedgerContributionAmount: buildMoney(0),
      cashCost: buildMoney(0),
      cartFull: false,
    },
    overrides,
  );
}

/** Offering 12 with one product, its vendor and an empty cart. */
export function buildOfferingWithContext(overrides: Partial<OfferingWithContext> = {}): OfferingWithContext {
  const product = buildOfferingProduct();
  return buildEntity(
    offeringWithContextSchema,
    { offering: buildOffering(), items: [product], vendors: [product.vendor], cart: buildCart() },
    overrides,
  );
}

/** A checkout of one product that needs $5 from a payment instrument (none chosen yet). */
export function buildCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return buildEntity(
    checkoutSchema,
    {
      id: 2317,
      items: [{ product: buildOfferingProduct(), quantity: 1 }],
      offering: buildOffering(),
      fulfillmentOptionId: 71,
      availableFulfillmentOptions: [
        {
          id: 71,
          description: "Pickup at Shemanski Park",
          address: { oneLineAddress: "SW Park Ave, Portland, OR" },
        },
      ],
      paymentInstrument: null,
      availablePaymentInstruments: [],
      unavailablePaymentInstruments: [],
      ...buildCostBreakdown(),
      total: buildMoney(2500),
      chargeableTotal: buildMoney(500),
      requiresPaymentInstrument: true,
      checkoutProhibitedReason: null,
      existingFundsAvailable: [{ amount: buildMoney(2000), name: "Holiday Food Subsidy" }],
    },
    overrides,
  );
}
