import { z } from "zod/mini";

/** `POST /auth/start` (contract §3.12): whether the member must (again) agree to the terms. */
export const authStartResultSchema = z.looseObject({ requiresTermsAgreement: z.boolean() });

/** The answer to a sign-in start. */
export type AuthStartResult = z.infer<typeof authStartResultSchema>;
