import { z } from "zod/mini";

/** An item of `GET /meta/supported_locales` (contract §3.6), e.g. `{ code: "es", language: "Spanish", native: "Español" }`. */
export const supportedLocaleSchema = z.looseObject({
  code: z.string(),
  language: z.string(),
  native: z.string(),
});

/** A language the app is offered in. */
export type SupportedLocale = z.infer<typeof supportedLocaleSchema>;
