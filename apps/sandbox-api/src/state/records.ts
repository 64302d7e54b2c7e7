// The sandbox's stored records: plain JSON, camelCase, one interface per table. Wire shapes are built from these
// by src/views (contract §2), never stored.
import type { MembershipRecord } from "./membership-records.ts";

/** Text kept in both languages the API serves (contract §1.4: rendered in the request language). */
export interface Translated {
  en: string;
  es: string;
}

/** A member's postal address (contract §3.2). */
export interface AddressRecord {
  address1: string;
  address2: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
}

export interface MemberRecord {
  id: number;
  createdAt: string;
  /** Normalised `1XXXXXXXXXX` (D-27). */
  phone: string;
  name: string;
  email: string | null;
  address: AddressRecord | null;
  language: "en" | "es";
  timezone: string;
  termsAgreedAt: string | null;
  verified: boolean;
  roleAccess: Record<string, string[]>;
  /** Organisation memberships, newest last (the backend's Organization::Membership); only verified ones grant eligibility. */
  memberships: MembershipRecord[];
  /** Subscription key → opted in (contract §2.5). */
  subscriptions: Record<string, boolean>;
  finishedSurveyTopics: string[];
  /** Token of the public preferences link (contract §5.6). */
  preferencesToken: string;
  /** Admins only: the member a sign-in impersonates (contract §1.7). */
  impersonates: number | null;
  /** What the seeded member demonstrates, shown on /sandbox/. */
  demoNote: string;
}

export interface SessionRecord {
  id: number;
  token: string;
  memberId: number;
  adminMemberId: number | null;
  createdAt: string;
  lastAccessAt: string;
  loggedOutAt: string | null;
}

export interface OtpRecord {
  id: number;
  phone: string;
  code: string;
  createdAt: string;
  expiresAt: string;
  attempts: number;
  usedAt: string | null;
}

export interface OutboxRecord {
  id: number;
  to: string;
  body: string;
  code: string | null;
  at: string;
}

export interface InstrumentRecord {
  id: number;
  memberId: number;
  type: "card" | "bank_account";
  createdAt: string;
  deletedAt: string | null;
  /** Bank nickname; cards are named from brand and last4. */
  nickname: string;
  last4: string;
  brand: string | null;
  expMonth: number | null;
  expYear: number | null;
  fingerprint: string;
  routingNumber: string | null;
  accountType: "checking" | "savings" | null;
  /** When a bank account counts as verified (sandbox: a short while after linking). */
  verifiedAt: string | null;
  /** Card behaviour from the provider's test card table, e.g. "charge_fails". */
  behaviour: string | null;
}

export interface CardTokenRecord {
  id: number;
  token: string;
  createdAt: string;
  usedAt: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  name: string;
  addressZip: string;
  /** Decline code the issuer answers when the card is attached, or "charge_fails" (provider test cards). */
  behaviour: string | null;
}

export interface LedgerRecord {
  id: number;
  memberId: number;
  name: string;
  contributionText: Translated;
  /** The member's cash ledger (contract §3.4: "cash ledger"). */
  isCash: boolean;
  /** Subsidy category the ledger pays for, e.g. "holiday_food"; null for cash. */
  category: string | null;
}

export interface UsageRecord {
  code: "mobility_trip" | "commerce_order" | "misc" | "funding" | "refund" | "credit" | "unknown";
  args: Record<string, unknown>;
}

/** A double-entry book transaction (contract §2.8); null ledger = the programme's platform account. */
export interface BookTransactionRecord {
  id: number;
  opaqueId: string;
  at: string;
  memo: Translated;
  amountCents: number;
  fromLedgerId: number | null;
  toLedgerId: number | null;
  usage: UsageRecord;
}

export interface FundingRecord {
  id: number;
  memberId: number;
  instrumentId: number;
  createdAt: string;
  amountCents: number;
  status: "created" | "collecting" | "cleared" | "needs_review" | "canceled";
  bookTransactionId: number;
}
