import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import { isApiError } from "../errors.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import type { Dashboard } from "../schemas/dashboard.ts";
import { parseAnswer, rememberMember, type CallOptions } from "./endpoint-support.ts";
import { currentMemberSchema } from "../schemas/current-member.ts";
import { dashboardSchema } from "../schemas/dashboard.ts";

/**
 * `GET /me`: the signed-in member, also put in `client.currentMember`. Signed out, it rejects with an
 * ApiError (`unauthenticated`, 401) and the store becomes null.
 */
export async function getMe(client: ApiClient, options: CallOptions = {}): Promise<CurrentMember> {
  try {
    return rememberMember(
      client,
      parseAnswer(client, "GET /me", currentMemberSchema, await exchange(client).get("me", options)),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401) client.currentMember.set(null);
    throw error;
  }
}

/** The onboarding sign-up's postal address (contract §3.2). */
export interface MemberAddress {
  address1: string;
  address2?: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
  lat?: number;
  lng?: number;
}

/** What `POST /me/update` may change. */
export interface MemberUpdate {
  name?: string;
  address?: MemberAddress;
  organizationName?: string;
}

/** `POST /me/update`: saves name, address and organisation; resolves to (and stores) the member. */
export async function updateMe(client: ApiClient, update: MemberUpdate): Promise<CurrentMember> {
  return rememberMember(
    client,
    parseAnswer(
      client,
      "POST /me/update",
      currentMemberSchema,
      await exchange(client).post("me/update", update),
    ),
  );
}

/** `POST /me/language`: saves the member's language (`en` or `es`); resolves to the member. */
export async function changeLanguage(client: ApiClient, language: string): Promise<CurrentMember> {
  const answer = await exchange(client).post("me/language", { language });
  return rememberMember(client, parseAnswer(client, "POST /me/language", currentMemberSchema, answer));
}

/** `GET /me/dashboard`: cash balance, programmes and alerts. */
export async function getDashboard(client: ApiClient, options: CallOptions = {}): Promise<Dashboard> {
  return parseAnswer(
    client,
    "GET /me/dashboard",
    dashboardSchema,
    await exchange(client).get("me/dashboard", options),
  );
}
