import { z } from "zod/mini";
import { collectionSchema } from "./collection.ts";
import { mobilityTripSchema } from "./mobility-trip.ts";
import { dateSchema } from "./wire-formats.ts";

/** A Monday–Sunday week of the current page: `items.slice(beginIndex, endIndex)` are its trips. */
export const tripWeekSchema = z.looseObject({
  beginAt: dateSchema,
  endAt: dateSchema,
  beginIndex: z.int(),
  endIndex: z.int(),
});

/** A week of trips. */
export type TripWeek = z.infer<typeof tripWeekSchema>;

/** `GET /mobility/trips` (contract §4.6): ended trips, newest first, plus the ongoing one and the weeks. */
export const tripListSchema = z.extend(collectionSchema(mobilityTripSchema), {
  ongoing: z.nullish(mobilityTripSchema),
  weeks: z.array(tripWeekSchema),
});

/** A page of the member's trips. */
export type TripList = z.infer<typeof tripListSchema>;
