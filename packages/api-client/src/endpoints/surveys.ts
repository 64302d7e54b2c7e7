import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import { parseAnswer, rememberMember } from "./endpoint-support.ts";
import { currentMemberSchema } from "../schemas/current-member.ts";

/** An answer as submitted: labels already translated (contract §5.7). */
export interface SurveyAnswer {
  key: string;
  label: string;
  /** A boolean for radio and checkbox questions, a string for text. */
  value: boolean | string;
}

/** A question as submitted. */
export interface SurveyQuestion {
  key: string;
  label: string;
  format: "radio" | "checkbox" | "text";
  answers?: SurveyAnswer[];
}

/** A survey submission, e.g. the `utilities_waitlist` waitlist. */
export interface SurveySubmission {
  topic: string;
  questions: SurveyQuestion[];
}

/** `POST /surveys`: joins a waitlist; resolves to (and stores) the member, whose topics now include it. */
export async function submitSurvey(client: ApiClient, survey: SurveySubmission): Promise<CurrentMember> {
  return rememberMember(
    client,
    parseAnswer(client, "POST /surveys", currentMemberSchema, await exchange(client).post("surveys", survey)),
  );
}
