import { createFakeApi, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as finishPage from "./onboarding-finish-page.tsx";
import { contractFixture } from "../testing/onboarding-fixtures.ts";

function renderFinish(onboarded: boolean) {
  const api = createFakeApi({ "GET /me": { body: { ...contractFixture("GET_me"), onboarded } } });
  return renderRoute(finishPage, { path: routePatterns.onboardingFinish, api });
}

describe("/onboarding/finish", () => {
  it("F-061 says everything looks good to a member who is onboarded", async () => {
    renderFinish(true);
    expect(await screen.findByText("Everything looks good. You're ready to use Tandem!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Thanks for joining" })).toBeInTheDocument();
  });

  it("F-061 says the details are being checked when the member is not onboarded yet", async () => {
    renderFinish(false);
    expect(
      await screen.findByText(
        "Thanks! We're checking your details and will let you know when your account is verified.",
      ),
    ).toBeInTheDocument();
  });

  it("R-11 Okay! opens the dashboard", async () => {
    renderFinish(true);
    await userEvent.click(await screen.findByRole("link", { name: "Okay!" }));
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
  });
});
