import { z } from "zod/mini";

/** An item of `GET /meta/supported_organizations` (contract §3.7). */
export const supportedOrganizationSchema = z.looseObject({ name: z.string() });

/** An organisation a member may belong to. */
export type SupportedOrganization = z.infer<typeof supportedOrganizationSchema>;
