import { createFakeApi, errorAnswer, renderRoute } from "@tandem/page-kit/testing";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PartnerInvitation } from "./partner-invitation.tsx";

const page = { Component: PartnerInvitation };
const invitation = {
  organization_name: "Cully Commons",
  intro: "\u200d**Cully Commons** residents ride for less.\n\n[About us](https://example.org/cully)",
};
const invitedVisitor = () =>
  createFakeApi({
    "GET /me": errorAnswer(401, "unauthenticated", { registration_link: invitation }),
  });

describe("the welcome page's partner invitation, for joining through a partner", () => {
  afterEach(() => localStorage.clear());

  it("a browser that saw an invitation within the hour shows the organisation and its intro as markdown", async () => {
    localStorage.setItem("partner-invitation", JSON.stringify(Date.now() - 10 * 60_000));
    renderRoute(page, { path: "/", api: invitedVisitor() });
    expect(await screen.findByRole("heading", { name: "Cully Commons invited you" })).toBeInTheDocument();
    expect(screen.getByText("Cully Commons", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /About us/ })).toHaveAttribute(
      "href",
      "https://example.org/cully",
    );
  });

  it("any other visitor's welcome page asks nothing (no GET /me) and shows no invitation", async () => {
    const api = invitedVisitor();
    renderRoute(page, { path: "/", api });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo("GET /me")).toHaveLength(0);
    expect(screen.queryByRole("heading", { name: /invited you/ })).not.toBeInTheDocument();
  });

  it("after the code's hour it asks nothing either", async () => {
    localStorage.setItem("partner-invitation", JSON.stringify(Date.now() - 61 * 60_000));
    const api = invitedVisitor();
    renderRoute(page, { path: "/", api });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo("GET /me")).toHaveLength(0);
  });

  it("an invitation gone (used, expired, or the spec's API) forgets the browser's note", async () => {
    localStorage.setItem("partner-invitation", JSON.stringify(Date.now()));
    const api = createFakeApi();
    renderRoute(page, { path: "/", api });
    await waitFor(() => expect(localStorage.getItem("partner-invitation")).toBeNull());
    expect(screen.queryByRole("heading", { name: /invited you/ })).not.toBeInTheDocument();
  });
});
