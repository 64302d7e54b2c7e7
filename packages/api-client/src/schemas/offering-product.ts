import { z } from "zod/mini";
import { imageSchema } from "./image.ts";
import { moneySchema } from "./money.ts";

/** `Vendor` (contract §2.7). */
export const vendorSchema = z.looseObject({ id: z.int(), name: z.string() });

/** A food vendor. */
export type Vendor = z.infer<typeof vendorSchema>;

/** `CheckoutConfirmationProduct` (contract §2.7): a product without prices. */
export const productSummarySchema = z.looseObject({
  name: z.string(),
  description: z.string(),
  offeringId: z.int(),
  productId: z.int(),
  vendor: vendorSchema,
  images: z.array(imageSchema),
});

/** A product as the checkout confirmation lists it. */
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * `OfferingProduct` (contract §2.7): a priced product. `maxQuantity` may be 0 or negative; `listable`,
 * `outOfStockReason` and `outOfStockReasonText` are HEAD only.
 */
export const offeringProductSchema = z.extend(productSummarySchema, {
  listable: z.nullish(z.boolean()),
  maxQuantity: z.int(),
  outOfStock: z.boolean(),
  outOfStockReason: z.nullish(z.string()),
  outOfStockReasonText: z.nullish(z.string()),
  displayableNoncashLedgerContributionAmount: moneySchema,
  displayableCashPrice: moneySchema,
  isDiscounted: z.boolean(),
  customerPrice: moneySchema,
  undiscountedPrice: moneySchema,
  discountAmount: moneySchema,
});

/** A product of an offering, with prices. */
export type OfferingProduct = z.infer<typeof offeringProductSchema>;
