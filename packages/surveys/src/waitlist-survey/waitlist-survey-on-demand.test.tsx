import { routePatterns } from "@tandem/paths";
import { createFakeApi, renderRoute } from "@tandem/page-kit/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preloadWaitlistSurvey, WaitlistSurveyOnDemand } from "./waitlist-survey-on-demand.tsx";
import { surveysFile, wireMember } from "../testing/survey-fixtures.ts";

describe("WaitlistSurveyOnDemand", () => {
  it("F-185 F-186 fetches the survey when a page shows it, then shows the same survey", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember([]) },
      "GET /meta/static_strings/en/surveys": { body: surveysFile },
    });
    renderRoute(
      {
        loader: () => () => preloadWaitlistSurvey().then(() => null),
        Component: () => <WaitlistSurveyOnDemand topic="utilities_waitlist" />,
      },
      { path: routePatterns.utilities, api },
    );
    expect(await screen.findByRole("heading", { name: "Save on your utilities" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Which best describes you?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeInTheDocument();
  });
});
