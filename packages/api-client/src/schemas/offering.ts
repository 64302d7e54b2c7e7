import { z } from "zod/mini";
import { imageSchema } from "./image.ts";
import { timeSchema } from "./wire-formats.ts";

/**
 * `Offering` (contract §2.7): a food offering period. Texts are translated strings (maybe with a markdown
 * marker); `closesAt` is null when more than 3 years away; `appLink` is `"/food/<id>"`.
 */
export const offeringSchema = z.looseObject({
  id: z.int(),
  description: z.string(),
  fulfillmentPrompt: z.string(),
  fulfillmentConfirmation: z.string(),
  fulfillmentInstructions: z.string(),
  closesAt: z.nullish(timeSchema),
  image: imageSchema,
  appLink: z.string(),
});

/** A food offering. */
export type Offering = z.infer<typeof offeringSchema>;
