import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/contract-fixtures.ts";
import { useTestApi } from "../../test/endpoint-cases.ts";
import { buildCurrentMember } from "../testing/member-factories.ts";
import { ME_QUERY_KEY } from "./link-current-member.ts";
import { surveyMutations } from "./survey-mutations.ts";

const survey = {
  topic: "utilities_waitlist",
  questions: [
    {
      key: "entity_type",
      label: "Which best describes you?",
      format: "radio" as const,
      answers: [{ key: "community", label: "A community member", value: true }],
    },
  ],
};

describe("surveyMutations.submit", () => {
  const api = useTestApi();

  it("A-54 F-188 posts the survey in the wire's case and replaces the cached member with the answer", async () => {
    api().answer("POST /api/v1/surveys", { json: readFixture("POST_surveys.json") });
    const client = api().client();
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, buildCurrentMember({ finishedSurveyTopics: [] }));
    const options = surveyMutations.submit(client, queryClient);
    const member = await queryClient.getMutationCache().build(queryClient, options).execute(survey);
    expect(api().requests[0]?.body).toEqual(survey);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(member);
    expect(member.finishedSurveyTopics).toContain("utilities_waitlist");
    expect(client.currentMember.get()).toBe(member);
  });

  it("leaves the cached member as it was when the survey is refused", async () => {
    api().answer("POST /api/v1/surveys", {
      status: 400,
      json: { error: { status: 400, code: "validation_error" } },
    });
    const queryClient = new QueryClient();
    const before = buildCurrentMember({ finishedSurveyTopics: [] });
    queryClient.setQueryData(ME_QUERY_KEY, before);
    const options = surveyMutations.submit(api().client(), queryClient);
    await expect(
      queryClient.getMutationCache().build(queryClient, options).execute(survey),
    ).rejects.toThrow();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBe(before);
  });
});
