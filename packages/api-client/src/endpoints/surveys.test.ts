import { describe, expect } from "vitest";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import * as surveys from "./surveys.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-54",
    fn: surveys.submitSurvey,
    call: (client) =>
      surveys.submitSurvey(client, {
        topic: "utilities_waitlist",
        questions: [
          {
            key: "utility_providers",
            label: "Which utility providers do you use?",
            format: "checkbox",
            answers: [{ key: "pge", label: "PGE", value: true }],
          },
        ],
      }),
    route: "POST /api/v1/surveys",
    fixture: "POST_surveys.json",
    body: {
      topic: "utilities_waitlist",
      questions: [
        {
          key: "utility_providers",
          label: "Which utility providers do you use?",
          format: "checkbox",
          answers: [{ key: "pge", label: "PGE", value: true }],
        },
      ],
    },
    expectResult: (member, client) => {
      expect(member).toMatchObject({
        finishedSurveyTopics: expect.arrayContaining(["utilities_waitlist"]) as string[],
      });
      expect(client.currentMember.get()).toBe(member);
    },
  },
];

describe("survey endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(surveys, cases);
});
