import { z } from "zod/mini";
import { moneySchema } from "./money.ts";

const scaledPointSchema = z.tuple([z.int(), z.int()]);

/** A price: unlock surcharge and price per minute (contract §4.1). */
export const rateSchema = z.looseObject({ id: z.int(), surcharge: moneySchema, unitAmount: moneySchema });

/** A pricing rate. */
export type Rate = z.infer<typeof rateSchema>;

/**
 * `MapProvider` (contract §4.1): `id` is the program pricing id, the one `/vehicle` and `/begin_trip` take as
 * `providerId`; `slug` names the icon.
 */
export const mapProviderSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  vendorName: z.string(),
  vendorSlug: z.string(),
  rate: rateSchema,
  usageProhibitedReason: z.nullish(z.string()),
});

/** A provider on the map. */
export type MapProvider = z.infer<typeof mapProviderSchema>;

/**
 * `MapVehicle` (contract §4.1): `c` is `[lat, lng]` times `precision`, `p` indexes `providers`, `d` the
 * disambiguator, `o` a display offset in the same units.
 */
export const mapVehicleSchema = z.looseObject({
  c: scaledPointSchema,
  p: z.int(),
  d: z.optional(z.string()),
  o: z.optional(scaledPointSchema),
});

/** A vehicle on the map. */
export type MapVehicle = z.infer<typeof mapVehicleSchema>;

/**
 * `GET /mobility/map` (contract §4.1). `providers` is an array indexed by `p` (not keyed by id, ⚠ SPEC DIFF);
 * the `ebike` and `escooter` keys are absent when there are none and parse as `[]`.
 */
export const mobilityMapSchema = z.looseObject({
  precision: z.int(),
  refresh: z.int(),
  providers: z.array(mapProviderSchema),
  escooter: z._default(z.array(mapVehicleSchema), []),
  ebike: z._default(z.array(mapVehicleSchema), []),
});

/** The vehicles in a map area. */
export type MobilityMap = z.infer<typeof mobilityMapSchema>;
