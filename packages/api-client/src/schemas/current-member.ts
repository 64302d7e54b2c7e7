import { z } from "zod/mini";
import { moneySchema } from "./money.ts";
import { mobilityTripSchema } from "./mobility-trip.ts";
import { paymentInstrumentSchema } from "./payment-instrument.ts";
import { memberPreferencesSchema } from "./subscription.ts";
import { timeSchema } from "./wire-formats.ts";

/** Permission → `["read"]` or `["read", "write"]`; keys arrive camel-cased (`adminAccess`). */
export const roleAccessSchema = z.record(z.string(), z.array(z.string()));

/** The impersonating admin (contract §1.7), present only while impersonating. */
export const adminMemberSchema = z.looseObject({
  id: z.int(),
  createdAt: timeSchema,
  email: z.nullish(z.string()),
  name: z.string(),
  phone: z.string(),
  onboarded: z.boolean(),
  roleAccess: roleAccessSchema,
});

/** The organisation of a registration link the browser followed (HEAD only). */
export const registrationLinkSchema = z.looseObject({ organizationName: z.string(), intro: z.string() });

/**
 * `CurrentMember` (contract §2.4): the signed-in member, from `GET /me`, several POST answers and the
 * `Suma-Current-Member` header. `adminMember` is absent unless an admin impersonates; `chargeableCashBalance` and
 * `registrationLink` are HEAD only and may be absent.
 */
export const currentMemberSchema = z.looseObject({
  id: z.int(),
  createdAt: timeSchema,
  email: z.nullish(z.string()),
  name: z.string(),
  phone: z.string(),
  onboarded: z.boolean(),
  roleAccess: roleAccessSchema,
  unclaimedOrdersCount: z.int(),
  ongoingTrip: z.nullish(mobilityTripSchema),
  readOnlyMode: z.boolean(),
  readOnlyReason: z.nullish(z.string()),
  paymentInstruments: z.array(paymentInstrumentSchema),
  adminMember: z.nullish(adminMemberSchema),
  showPrivateAccounts: z.boolean(),
  preferences: memberPreferencesSchema,
  hasOrderHistory: z.boolean(),
  chargeableCashBalance: z.nullish(moneySchema),
  finishedSurveyTopics: z.array(z.string()),
  registrationLink: z.nullish(registrationLinkSchema),
});

/** The signed-in member. */
export type CurrentMember = z.infer<typeof currentMemberSchema>;
