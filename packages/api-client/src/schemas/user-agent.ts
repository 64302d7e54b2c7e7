import { z } from "zod/mini";

/** `GET /api/useragent` (contract §3.16): what the server makes of the browser. */
export const userAgentSchema = z.looseObject({
  device: z.string(),
  platform: z.string(),
  platformVersion: z.string(),
  isAndroid: z.boolean(),
  isIos: z.boolean(),
});

/** The browser as the server sees it. */
export type UserAgent = z.infer<typeof userAgentSchema>;
