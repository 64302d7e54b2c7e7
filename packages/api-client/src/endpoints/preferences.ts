import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import type { PublicPreferences } from "../schemas/public-preferences.ts";
import { parseAnswer, rememberMember, type CallOptions } from "./endpoint-support.ts";
import { currentMemberSchema } from "../schemas/current-member.ts";
import { publicPreferencesSchema } from "../schemas/public-preferences.ts";

/** Subscription key → opted in, e.g. `{ marketing: false }`; keys are sent exactly as given (D-13). */
export type SubscriptionChanges = Record<string, boolean>;

/** `GET /preferences/public` (A-55, D-12): the masked member and subscriptions behind a link's token. */
export async function getPublicPreferences(
  client: ApiClient,
  accessToken: string,
  options: CallOptions = {},
): Promise<PublicPreferences> {
  const answer = await exchange(client).get("preferences/public", {
    ...options,
    searchParams: { accessToken },
    tokenAuth: true,
  });
  return parseAnswer(client, "GET /preferences/public", publicPreferencesSchema, answer);
}

/** `POST /preferences/public`: saves subscription changes with a link's token. */
export async function updatePublicPreferences(
  client: ApiClient,
  accessToken: string,
  subscriptions: SubscriptionChanges,
): Promise<PublicPreferences> {
  const answer = await exchange(client).post(
    "preferences/public",
    { accessToken, subscriptions },
    { tokenAuth: true },
  );
  return parseAnswer(client, "POST /preferences/public", publicPreferencesSchema, answer);
}

/** `POST /preferences` (A-56, D-13): saves every changed subscription at once; resolves to the member. */
export async function updatePreferences(
  client: ApiClient,
  subscriptions: SubscriptionChanges,
): Promise<CurrentMember> {
  const answer = await exchange(client).post("preferences", { subscriptions });
  return rememberMember(client, parseAnswer(client, "POST /preferences", currentMemberSchema, answer));
}
