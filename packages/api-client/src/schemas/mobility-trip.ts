import { z } from "zod/mini";
import { imageSchema } from "./image.ts";
import { moneySchema } from "./money.ts";
import { vendorServiceSchema } from "./vendor-service.ts";
import { decimalSchema, timeSchema } from "./wire-formats.ts";

/** `"ebike"`, `"escooter"` or `"bike"` (bikes never appear on the map). */
export const vehicleTypeSchema = z.enum(["ebike", "escooter", "bike"]);

/** A vehicle type. */
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

/** A trip end's address: street, then city-state-zip. */
export const tripAddressSchema = z.looseObject({ part1: z.string(), part2: z.string() });

/** `MobilityCharge` (contract §2.6): what a trip cost, what it would have cost, and its line items. */
export const mobilityChargeSchema = z.looseObject({
  undiscountedCost: moneySchema,
  customerCost: moneySchema,
  savings: moneySchema,
  lineItems: z.array(z.looseObject({ amount: moneySchema, memo: z.string() })),
});

/** The charge of an ended trip. */
export type MobilityCharge = z.infer<typeof mobilityChargeSchema>;

/**
 * `MobilityTrip` (contract §2.6). Coordinates are decimal strings (see `decimalSchema`); the end fields,
 * `charge` and `minutes` are null while the trip is ongoing.
 */
export const mobilityTripSchema = z.looseObject({
  id: z.int(),
  vehicleId: z.string(),
  vehicleType: vehicleTypeSchema,
  provider: vendorServiceSchema,
  beginLat: decimalSchema,
  beginLng: decimalSchema,
  beginAddress: z.nullish(tripAddressSchema),
  beganAt: timeSchema,
  endLat: z.nullish(decimalSchema),
  endLng: z.nullish(decimalSchema),
  endAddress: z.nullish(tripAddressSchema),
  endedAt: z.nullish(timeSchema),
  ongoing: z.boolean(),
  charge: z.nullish(mobilityChargeSchema),
  minutes: z.nullish(z.int()),
  image: z.nullish(imageSchema),
});

/** A ride, ongoing or ended. */
export type MobilityTrip = z.infer<typeof mobilityTripSchema>;
