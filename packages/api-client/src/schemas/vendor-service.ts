import { z } from "zod/mini";

/**
 * `VendorService` (contract §2.6): a vendor's service, e.g. Lime E-Scooter. `id` is the vendor service id, not the
 * map's provider (program pricing) id.
 */
export const vendorServiceSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  vendorName: z.string(),
  vendorSlug: z.string(),
});

/** A vendor's mobility service. */
export type VendorService = z.infer<typeof vendorServiceSchema>;
