import { z } from "zod/mini";
import { rateSchema } from "./mobility-map.ts";
import { vendorServiceSchema } from "./vendor-service.ts";

/**
 * `GET /mobility/vehicle` (contract §4.3). `rate` is `{id, surcharge, unitAmount, name, undiscountedRate?}`, not
 * the spec's localisation keys (⚠ SPEC DIFF, D-09); `vendorService.id` is not the map's provider id.
 */
export const vehicleDetailSchema = z.looseObject({
  precision: z.int(),
  vendorService: vendorServiceSchema,
  vehicleId: z.string(),
  loc: z.tuple([z.int(), z.int()]),
  rate: z.extend(rateSchema, { name: z.string(), undiscountedRate: z.nullish(rateSchema) }),
  subsidyMatchPercentage: z.int(),
  deeplink: z.nullish(z.string()),
  gotoPrivateAccount: z.boolean(),
  usageProhibitedReason: z.nullish(z.string()),
});

/** A vehicle's detail card data. */
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;
