import { createFakeApi, errorAnswer, renderRoute, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as publicPage from "./preferences-public-page.tsx";
import { wireFixture } from "../testing/preferences-fixtures.ts";

function renderPublic(api: FakeApi, at = `${routePatterns.preferencesPublic}?token=pt_8f2k`) {
  const page = renderRoute(publicPage, { path: routePatterns.preferencesPublic, at, api });
  return { ...page, user: userEvent.setup() };
}

const goodLink = () =>
  createFakeApi({
    "GET /preferences/public": { body: wireFixture("GET_preferences_public") },
    "POST /preferences/public": { body: wireFixture("POST_preferences_public") },
  });
const box = (name: string) => screen.findByRole("checkbox", { name });

describe("/preferences-public", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("R-35 A-55 D-12 loads with the link's token as access_token and says, masked, whose preferences they are", async () => {
    const api = goodLink();
    renderPublic(api);
    expect(await screen.findByRole("heading", { level: 1, name: "Message preferences" })).toBeInTheDocument();
    expect(api.callsTo("GET /preferences/public")[0]?.search.get("access_token")).toBe("pt_8f2k");
    expect(screen.getByText("Ma***ez")).toBeInTheDocument();
    expect(screen.getByText("5***42")).toBeInTheDocument();
    // The blank email masks to "***", which says nothing: it is left out.
    expect(screen.queryByText("Email")).not.toBeInTheDocument();
    expect(await box("Account updates")).toBeChecked();
    expect(await box("Security messages")).toBeDisabled();
  });

  it("F-192 A-55 D-13 saves every change with the token, then only the success message remains", async () => {
    const api = goodLink();
    const { user } = renderPublic(api);
    await user.click(await box("News and offers"));
    await user.click(await box("Account updates"));
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByText("Your preferences have been saved.")).toBeInTheDocument();
    expect(api.callsTo("POST /preferences/public")).toHaveLength(1);
    expect(api.callsTo("POST /preferences/public")[0]?.body).toEqual({
      access_token: "pt_8f2k",
      subscriptions: { account_updates: false, marketing: true },
    });
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save preferences" })).not.toBeInTheDocument();
  });

  it("F-190 says a refused save inline and keeps the choices", async () => {
    const api = goodLink();
    api.on("POST /preferences/public", errorAnswer(400, "validation_error"));
    const { user } = renderPublic(api);
    await user.click(await box("News and offers"));
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Some of this information isn't quite right.");
    expect(await box("News and offers")).toBeChecked();
  });

  it("F-192 D-12 shows a bad token as a broken link with ways forward, not a crash", async () => {
    const { user } = renderPublic(
      createFakeApi({ "GET /preferences/public": errorAnswer(401, "unauthenticated") }),
    );
    const heading = await screen.findByRole("heading", { name: "This link doesn't work" });
    // Focus moves in an effect after the heading renders.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Open it again from your most recent Tandem message/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Tandem" })).toHaveAttribute("href", "/");
    await user.click(screen.getByRole("link", { name: "Sign in to change them" }));
    expect(await screen.findByText("Now at /preferences")).toBeInTheDocument();
  });

  it("S-15 asks nothing of the server without a token and shows the broken-link view", async () => {
    const api = createFakeApi();
    renderPublic(api, routePatterns.preferencesPublic);
    expect(await screen.findByRole("heading", { name: "This link doesn't work" })).toBeInTheDocument();
    expect(api.callsTo("GET /preferences/public")).toHaveLength(0);
  });

  it("E-03 shows a failure that is not the link's fault with a retry", async () => {
    const api = createFakeApi({ "GET /preferences/public": errorAnswer(500, "api_error") });
    const { user } = renderPublic(api);
    const tryAgain = await screen.findByRole("button", { name: "Try again" });
    expect(screen.queryByText("This link doesn't work")).not.toBeInTheDocument();
    api.on("GET /preferences/public", { body: wireFixture("GET_preferences_public") });
    await user.click(tryAgain);
    expect(await box("Account updates")).toBeChecked();
  });
});
