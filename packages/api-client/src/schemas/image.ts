import { z } from "zod/mini";

/**
 * `Image` (contract §2.2): a translated caption (`""` when none) and an absolute URL that takes `w`, `h`, `crop`,
 * `resize`, `fmt`, `q` and `flatten` query parameters.
 */
export const imageSchema = z.looseObject({
  caption: z.string(),
  url: z.string(),
});

/** An API image: caption and URL. */
export type Image = z.infer<typeof imageSchema>;
