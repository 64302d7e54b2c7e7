import { z } from "zod/mini";
import { imageSchema } from "./image.ts";

/** `ui_state_v1` of a private account (contract §2.9, HEAD only). */
export const vendorAccountUiStateSchema = z.looseObject({
  indexCardMode: z.enum(["link", "payment", "relink"]),
  needsLinking: z.boolean(),
  requiresPaymentMethod: z.boolean(),
  hasPaymentMethod: z.boolean(),
  balancePayoffNeeded: z.boolean(),
  showPaymentStep: z.boolean(),
  termStepIndex: z.int(),
  linkStepIndex: z.int(),
  descriptionText: z.string(),
  termsText: z.string(),
  helpText: z.string(),
});

/**
 * A private (vendor) account (contract §2.9). Version note: at the spec's version (5dd9af6c) it carries
 * `instructions` and `needsAttention`; at HEAD `uiStateV1` instead. Both shapes parse, so read
 * `needsAttention ?? uiStateV1?.needsLinking`.
 */
export const vendorAccountSchema = z.looseObject({
  id: z.int(),
  magicLink: z.nullish(z.string()),
  vendorName: z.string(),
  vendorSlug: z.nullish(z.string()),
  vendorImage: z.nullish(imageSchema),
  instructions: z.nullish(z.string()),
  needsAttention: z.nullish(z.boolean()),
  uiStateV1: z.nullish(vendorAccountUiStateSchema),
});

/** A member's private vendor account. */
export type VendorAccount = z.infer<typeof vendorAccountSchema>;

/** `POST …/poll_for_new_magic_link` (contract §5.5): whether an access link arrived, and the account. */
export const magicLinkPollSchema = z.looseObject({
  foundChange: z.boolean(),
  successInstructions: z.string(),
  vendorAccount: z.nullish(vendorAccountSchema),
});

/** One round of magic-link polling. */
export type MagicLinkPoll = z.infer<typeof magicLinkPollSchema>;
