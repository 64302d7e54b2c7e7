import { z } from "zod/mini";

/** `GET /meta/supported_geographies` (contract §3.5); `countryIdx` indexes `countries`. */
export const supportedGeographiesSchema = z.looseObject({
  countries: z.array(z.looseObject({ label: z.string(), value: z.string() })),
  provinces: z.array(z.looseObject({ label: z.string(), value: z.string(), countryIdx: z.nullish(z.int()) })),
});

/** The countries and states a member may live in. */
export type SupportedGeographies = z.infer<typeof supportedGeographiesSchema>;
