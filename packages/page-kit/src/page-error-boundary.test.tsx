import { getMe } from "@tandem/api-client";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RouteModule } from "./route-module.ts";
import { PageErrorBoundary } from "./page-error-boundary.tsx";
import { createFakeApi, errorAnswer } from "./testing/fake-api.ts";
import { renderRoute } from "./testing/render-route.tsx";
import { wireFixture } from "./testing/wire-fixture.ts";

// The contract's own GET /me answer, snake_case as on the wire.
const wireMember = wireFixture("GET_me");

// A page whose loader reads the member; the fake API decides whether that works.
const memberPage: RouteModule = {
  loader:
    ({ apiClient }) =>
    () =>
      getMe(apiClient),
  Component: () => <h1>Your account</h1>,
  ErrorBoundary: PageErrorBoundary,
};

describe("PageErrorBoundary", () => {
  it("F-003 shows the failed call's localized message, Try again and Go home", async () => {
    const api = createFakeApi({ "GET /me": errorAnswer(429, "too_many_requests", { retry_after: 30 }) });
    renderRoute(memberPage, { path: "/account", api });
    const heading = await screen.findByRole("heading", { name: "Something went wrong" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("alert").textContent).toContain("30 seconds");
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/dashboard");
    await waitFor(() => expect(document.title).toBe("Something went wrong | Tandem"));
  });

  it("Try again reruns the loader and shows the page once the call works", async () => {
    const api = createFakeApi({ "GET /me": errorAnswer(503, "unhandled_error") });
    renderRoute(memberPage, { path: "/account", api });
    await screen.findByRole("heading", { name: "Something went wrong" });
    const failedCalls = api.callsTo("GET /me").length;
    api.on("GET /me", { body: wireMember });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Your account" })).toBeInTheDocument();
    expect(api.callsTo("GET /me")).toHaveLength(failedCalls + 1);
  });

  describe("while the browser is offline", () => {
    afterEach(() => vi.restoreAllMocks());
    const goOffline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const failedFetch = () => {
      throw new TypeError("Failed to fetch");
    };

    it("B-10 shows the offline page for a network failure and loads by itself once back online", async () => {
      const onLine = goOffline();
      const api = createFakeApi({ "GET /me": failedFetch });
      renderRoute(memberPage, { path: "/account", api });
      expect(await screen.findByRole("heading", { name: "You're offline" })).toBeInTheDocument();
      expect(screen.getByRole("alert").textContent).toContain("back online");
      await waitFor(() => expect(document.title).toBe("You're offline | Tandem"));
      api.on("GET /me", { body: wireMember });
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event("online")));
      expect(await screen.findByRole("heading", { name: "Your account" })).toBeInTheDocument();
    });

    it("B-10 shows the offline page when the page's stylesheet could not be fetched (Vite's preload error)", async () => {
      goOffline();
      const styledPage: RouteModule = {
        ...memberPage,
        loader: () => () => {
          throw new Error("Unable to preload CSS for /app/assets/commerce-shared-D6e0yYKi.css");
        },
      };
      renderRoute(styledPage, { path: "/account", api: createFakeApi({}) });
      expect(await screen.findByRole("heading", { name: "You're offline" })).toBeInTheDocument();
    });

    it("keeps the server's own message when the server answered", async () => {
      goOffline();
      const api = createFakeApi({ "GET /me": errorAnswer(503, "unhandled_error") });
      renderRoute(memberPage, { path: "/account", api });
      expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    });
  });
});
