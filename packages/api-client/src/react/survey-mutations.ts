import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { submitSurvey, type SurveySubmission } from "../endpoints/surveys.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import { ME_QUERY_KEY } from "./link-current-member.ts";

/** Mutation options for the waitlist surveys, keyed ["surveys", …]. */
export const surveyMutations = {
  /** Keys only; every other member returns mutation options. */
  keys: { all: ["surveys"] as const },
  /**
   * `POST /surveys` (A-54, F-188): sends the answers; the member it answers with replaces the cached one, so
   * `finishedSurveyTopics` holds the topic at once (and the store follows, see `linkCurrentMemberQuery`).
   * @example const join = useAction(surveyMutations.submit(apiClient, queryClient));
   *          join.submit({ topic: "utilities_waitlist", questions });
   */
  submit: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<CurrentMember, unknown, SurveySubmission>({
      mutationKey: [...surveyMutations.keys.all, "submit"] as const,
      // The cache is replaced inside the call, so a page's own onSuccess (say, showing "joined") cannot drop it.
      mutationFn: async (survey) => {
        const member = await submitSurvey(client, survey);
        queryClient.setQueryData(ME_QUERY_KEY, member);
        return member;
      },
    }),
};
