import { getMe } from "@tandem/api-client";
import { createFakeApi, errorAnswer, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSessionEnd } from "./use-session-end.ts";

// A signed-in page with the app root's watch on the session (src/app/app-root.tsx).
const ledgersPage = {
  Component: () => {
    useSessionEnd();
    return <p>Ledgers</p>;
  },
};

describe("a session that ends mid-visit", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("S-06 D-06 forgets what the browser kept of the member, keeps the device's settings and the page to come back to", async () => {
    localStorage.setItem("language", '"en"');
    localStorage.setItem("should-prompt-to-install-1", "false");
    localStorage.setItem("map-position", '{"lat":45.52,"lng":-122.68,"zoom":15}');
    localStorage.setItem("partner-invitation", "1795457722887");
    sessionStorage.setItem("sign-in-attempt", "a1");
    const api = createFakeApi({ "GET /me": { body: { ...wireFixture("GET_me"), onboarded: true } } });
    const page = renderRoute(ledgersPage, { path: "/ledgers", api });
    expect(await screen.findByText("Ledgers")).toBeInTheDocument();
    await getMe(page.context.apiClient);
    page.context.queryClient.setQueryData(["ledgers", "overview"], { totalBalance: 4200 });
    // The session cookie went (expired, or signed out on another device): the next call answers 401.
    api.on("GET /me", errorAnswer(401, "unauthenticated"));
    await getMe(page.context.apiClient).catch(() => undefined);
    expect(await screen.findByText("Now at /start")).toBeInTheDocument();
    expect(localStorage.getItem("map-position")).toBeNull();
    expect(localStorage.getItem("partner-invitation")).toBeNull();
    expect(sessionStorage.getItem("sign-in-attempt")).toBeNull();
    expect(localStorage.getItem("language")).toBe('"en"');
    expect(localStorage.getItem("should-prompt-to-install-1")).toBe("false");
    expect(sessionStorage.getItem("next-url")).toBe('"/ledgers"');
    expect(page.context.queryClient.getQueryData(["ledgers", "overview"])).toBeUndefined();
  });
});
