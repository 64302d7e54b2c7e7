import { normalizePhone } from "@tandem/validation";
import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { AuthStartResult } from "../schemas/auth-start-result.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import { parseAnswer, rememberMember } from "./endpoint-support.ts";
import { authStartResultSchema } from "../schemas/auth-start-result.ts";
import { currentMemberSchema } from "../schemas/current-member.ts";
import { contactListResultSchema, emptyBodySchema } from "../schemas/empty-body.ts";

// D-27: the API gets the normalized phone ("15035551234") whatever the display format; input that is not a US
// number is sent as typed so the server answers with its validation_error.
function apiPhone(phone: string): string {
  return normalizePhone(phone) ?? phone;
}

/** The sign-in start (contract §3.12); a resend sends only `phone` and `timezone`. */
export interface AuthStart {
  phone: string;
  /** IANA zone, e.g. `America/Los_Angeles`. */
  timezone: string;
  language?: string;
  termsAgreed?: boolean;
  transport?: "sms" | "call";
}

/** `POST /auth/start`: texts a sign-in code; resolves to whether terms must be agreed. */
export async function startAuth(client: ApiClient, start: AuthStart): Promise<AuthStartResult> {
  const answer = await exchange(client).post("auth/start", { ...start, phone: apiPhone(start.phone) });
  return parseAnswer(client, "POST /auth/start", authStartResultSchema, answer);
}

/** `POST /auth/verify`: checks the 6-digit code, signs in and resolves to (and stores) the member. */
export async function verifyAuth(
  client: ApiClient,
  verify: { phone: string; token: string },
): Promise<CurrentMember> {
  const answer = await exchange(client).post("auth/verify", {
    phone: apiPhone(verify.phone),
    token: verify.token,
  });
  return rememberMember(client, parseAnswer(client, "POST /auth/verify", currentMemberSchema, answer));
}

/** The contact-list sign-up (doc 1 §3). */
export interface ContactListSignup {
  name: string;
  phone: string;
  timezone: string;
  language?: string;
  /** How the person heard of the programme. */
  channel: string;
  eventName?: string;
  organizationName?: string;
}

/**
 * `POST /auth/contact_list`. D-33 sends the spec's `channel` and `event_name`; the contract's safe client
 * also sends HEAD's `source` (= channel), `campaign` (= event name) and `medium: "event"`, so both versions accept it.
 */
export async function joinContactList(client: ApiClient, signup: ContactListSignup): Promise<void> {
  const answer = await exchange(client).post("auth/contact_list", {
    ...signup,
    phone: apiPhone(signup.phone),
    source: signup.channel,
    campaign: signup.eventName,
    medium: "event",
  });
  parseAnswer(client, "POST /auth/contact_list", contactListResultSchema, answer);
}

/** `DELETE /auth` (A-16, D-06): signs out; the current member becomes null. */
export async function signOut(client: ApiClient): Promise<void> {
  parseAnswer(client, "DELETE /auth", emptyBodySchema, await exchange(client).delete("auth"));
  client.currentMember.set(null);
}
