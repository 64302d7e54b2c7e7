// What the sign-in forms take (contract §3.12–3.14): a US phone, an IANA time zone, the member's language.
import { normalizePhone } from "@tandem/validation";
import { z } from "zod";

const phone = z.string().refine((value) => normalizePhone(value) !== null, "must be a 10-digit US phone");
const timezone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}, "is not a valid time zone");
const language = z.enum(["en", "es"]);

/** `POST /auth/start`. */
export const startSchema = z.object({
  phone,
  timezone,
  language: language.optional(),
  terms_agreed: z.boolean().optional(),
  transport: z.enum(["sms", "call"]).optional(),
});

/** `POST /auth/verify`. */
export const verifySchema = z.object({ phone, token: z.string().trim().min(1, "is empty") });

/** `POST /auth/contact_list`: a name and where the member heard of the programme (`channel`, or `source`). */
export const contactSchema = z
  .object({
    name: z.string().trim().min(1, "is empty"),
    phone,
    timezone,
    channel: z.string().optional(),
    source: z.string().optional(),
    language: language.optional(),
    organization_name: z.string().optional(),
  })
  .refine((body) => (body.channel ?? body.source ?? "").trim() !== "", {
    message: "is missing",
    path: ["channel"],
  });
