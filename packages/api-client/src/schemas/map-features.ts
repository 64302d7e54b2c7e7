import { z } from "zod/mini";

const pointSchema = z.tuple([z.number(), z.number()]);

/**
 * A restriction area (contract §4.2): polygons → rings → `[lat, lng]` points (lat first, plain degrees).
 */
export const restrictionSchema = z.looseObject({
  restriction: z.enum(["do-not-park", "do-not-ride", "do-not-park-or-ride"]),
  multipolygon: z.array(z.array(z.array(pointSchema))),
  bounds: z.looseObject({ ne: pointSchema, sw: pointSchema }),
});

/** A parking or riding restriction. */
export type Restriction = z.infer<typeof restrictionSchema>;

/** `GET /mobility/map_features` (contract §4.2). */
export const mapFeaturesSchema = z.looseObject({ restrictions: z.array(restrictionSchema) });

/** The restriction areas in a map area. */
export type MapFeatures = z.infer<typeof mapFeaturesSchema>;
