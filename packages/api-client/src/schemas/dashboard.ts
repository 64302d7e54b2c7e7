import { z } from "zod/mini";
import { imageSchema } from "./image.ts";
import { moneySchema } from "./money.ts";
import { timeSchema } from "./wire-formats.ts";

/** A programme card of the dashboard; `periodEnd` is null when the end is more than 3 years away. */
export const dashboardProgramSchema = z.looseObject({
  name: z.string(),
  description: z.string(),
  image: imageSchema,
  periodBegin: timeSchema,
  periodEnd: z.nullish(timeSchema),
  appLink: z.string(),
  appLinkText: z.string(),
});

/**
 * A server alert. Quirk (contract §2.1): `localizationParams.amount.currency` is a serialised currency object,
 * not a code, so only `amount.cents` is reliable there.
 */
export const dashboardAlertSchema = z.looseObject({
  localizationKey: z.string(),
  localizationParams: z.nullish(
    z.looseObject({ amount: z.optional(z.looseObject({ cents: z.int(), currency: z.unknown() })) }),
  ),
  variant: z.enum(["danger", "warning"]),
});

/** `GET /me/dashboard` (contract §3.4): cash balance, programmes and alerts. */
export const dashboardSchema = z.looseObject({
  cashBalance: moneySchema,
  programs: z.array(dashboardProgramSchema),
  alerts: z.array(dashboardAlertSchema),
});

/** The member's dashboard. */
export type Dashboard = z.infer<typeof dashboardSchema>;
/** One dashboard programme card. */
export type DashboardProgram = z.infer<typeof dashboardProgramSchema>;
/** One dashboard alert. */
export type DashboardAlert = z.infer<typeof dashboardAlertSchema>;
