import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as partnerSignupPage from "./partner-signup-page.tsx";

const INVITATION = {
  organization_name: "Cully Commons",
  intro:
    "\u200d**Cully Commons** residents ride for less.\n\n[About us](https://example.org/cully) and [bad](javascript:alert(1))",
};

const member = (extra: Record<string, unknown> = {}) => ({ ...wireFixture("GET_me"), ...extra });

function renderPartnerSignup(api: FakeApi) {
  const page = renderRoute(partnerSignupPage, { path: routePatterns.partnerSignup, api });
  return { ...page, user: userEvent.setup() };
}

describe("/partner-signup: joining through a partner", () => {
  it("shows the organisation's invitation, its intro as markdown with only safe links", async () => {
    renderPartnerSignup(createFakeApi({ "GET /me": { body: member({ registration_link: INVITATION }) } }));
    expect(await screen.findByRole("heading", { level: 1, name: "Join Cully Commons" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Join Cully Commons | Tandem"));
    expect(screen.getByText("Cully Commons", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /About us/ })).toHaveAttribute(
      "href",
      "https://example.org/cully",
    );
    expect(screen.queryByRole("link", { name: /bad/ })).not.toBeInTheDocument();
  });

  it("Accept sends POST /me/update naming the organisation accepted, once, then opens the dashboard", async () => {
    const joined = member({ registration_link: null, read_only_mode: false, read_only_reason: null });
    const api = createFakeApi({
      "GET /me": { body: member({ registration_link: INVITATION }) },
      "POST /me/update": { body: joined },
    });
    const { user } = renderPartnerSignup(api);
    const accept = await screen.findByRole("button", { name: "Accept the invitation" });
    await user.dblClick(accept);
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
    expect(api.callsTo("POST /me/update").map((call) => call.body)).toEqual([
      { organization_name: "Cully Commons" },
    ]);
  });

  it("an invitation changed in the browser before Accept joins nobody: the page says so and shows the one there is now", async () => {
    const other = { organization_name: "Home Forward", intro: "Home Forward residents get more." };
    const joined = member({ registration_link: null, read_only_mode: false, read_only_reason: null });
    const api = createFakeApi({
      "GET /me": { body: member({ registration_link: INVITATION }) },
      // Another site sent the browser through Home Forward's link: the code no longer is Cully Commons'.
      "POST /me/update": (request) => ({
        body:
          (request.body as { organization_name?: string }).organization_name === "Home Forward"
            ? joined
            : member({ registration_link: other }),
      }),
    });
    const { user } = renderPartnerSignup(api);
    await user.click(await screen.findByRole("button", { name: "Accept the invitation" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Join Home Forward" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "You have not joined Cully Commons: the invitation in this browser changed before you accepted it. It is now from Home Forward. Accept it only if you meant to join Home Forward.",
    );
    expect(screen.getByText("Home Forward residents get more.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept the invitation" }));
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
    expect(api.callsTo("POST /me/update").map((call) => call.body)).toEqual([
      { organization_name: "Cully Commons" },
      { organization_name: "Home Forward" },
    ]);
  });

  it("a failed accept says why and stays, to try again", async () => {
    const api = createFakeApi({
      "GET /me": { body: member({ registration_link: INVITATION }) },
      "POST /me/update": errorAnswer(500, "api_error"),
    });
    const { user } = renderPartnerSignup(api);
    await user.click(await screen.findByRole("button", { name: "Accept the invitation" }));
    expect(await screen.findByText(/something went wrong/i)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Join Cully Commons" })).toBeInTheDocument();
  });

  it("an expired or used link explains itself and leads to the dashboard", async () => {
    renderPartnerSignup(createFakeApi({ "GET /me": { body: member({ registration_link: null }) } }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This invitation can't be used" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/has expired or has already been used/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to my dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("on the spec's API (no registration_link at all) it is the same explanation", async () => {
    renderPartnerSignup(createFakeApi({ "GET /me": { body: member() } }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This invitation can't be used" }),
    ).toBeInTheDocument();
  });

  it("a visitor goes to the welcome page, which shows the invitation", async () => {
    renderPartnerSignup(createFakeApi());
    expect(await screen.findByText("Now at /")).toBeInTheDocument();
  });

  it("a member still to onboard goes to the signup form", async () => {
    const api = createFakeApi({
      "GET /me": { body: member({ onboarded: false, name: "", registration_link: INVITATION }) },
    });
    renderPartnerSignup(api);
    expect(await screen.findByText("Now at /onboarding/signup")).toBeInTheDocument();
  });
});
