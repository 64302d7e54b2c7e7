import type { ApiClient } from "../client.ts";
import { currentMemberSchema, type CurrentMember } from "../schemas/current-member.ts";

/** `GET /me`: the signed-in member; rejects with an ApiError (`unauthenticated`, 401) when signed out. */
export async function getMe(client: ApiClient): Promise<CurrentMember> {
  return currentMemberSchema.parse(await client.get("me"));
}
