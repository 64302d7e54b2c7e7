import { normalizePhone } from "@tandem/validation";
import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import { parseAnswer } from "./endpoint-support.ts";
import { emptyBodySchema } from "../schemas/empty-body.ts";

/** The regain-access form (doc 2 §3). */
export interface AccountAccessRequest {
  name: string;
  currentPhone: string;
  previousPhone: string;
}

/** `POST /support/regain_account_access`: opens a support ticket; phones go out normalized (D-27). */
export async function requestAccountAccess(client: ApiClient, request: AccountAccessRequest): Promise<void> {
  const answer = await exchange(client).post("support/regain_account_access", {
    name: request.name,
    currentPhone: normalizePhone(request.currentPhone) ?? request.currentPhone,
    previousPhone: normalizePhone(request.previousPhone) ?? request.previousPhone,
  });
  parseAnswer(client, "POST /support/regain_account_access", emptyBodySchema, answer);
}
