// Members who sign in or sign up by phone (contract §3.12, §3.14): created on first contact, unverified.
import { randomUUID } from "node:crypto";
import { memberByPhone } from "./members.ts";
import type { Sandbox } from "../sandbox.ts";
import type { MemberRecord } from "../state/records.ts";

/** The member with this normalised phone, created (unverified, no name) when new. */
export function findOrCreate(
  sandbox: Sandbox,
  normalized: string,
  fields: Partial<MemberRecord>,
): { member: MemberRecord; created: boolean } {
  const existing = memberByPhone(sandbox.store.db, normalized);
  if (existing) return { member: existing, created: false };
  const now = sandbox.clock.iso();
  const member = sandbox.store.db.t.members.insert({
    createdAt: now,
    phone: normalized,
    name: "",
    email: null,
    address: null,
    language: "en",
    timezone: "America/Los_Angeles",
    termsAgreedAt: null,
    verified: false,
    roleAccess: {},
    memberships: [],
    subscriptions: { account_updates: true, marketing: true },
    finishedSurveyTopics: [],
    preferencesToken: `prefs_${randomUUID().replace(/-/g, "")}`,
    impersonates: null,
    demoNote: "Signed up in the sandbox.",
    ...fields,
  });
  return { member, created: true };
}

/** The sign-in SMS in the member's language. */
export function codeMessage(member: MemberRecord, code: string, transport: string | undefined): string {
  const text =
    member.language === "es"
      ? `Tu código de Tandem es ${code}. Vence en 15 minutos. No lo compartas con nadie.`
      : `Your Tandem code is ${code}. It expires in 15 minutes. Never share it with anyone.`;
  return transport === "call" ? `(voice call) ${text}` : text;
}
