import { createApiClient } from "@tandem/api-client";
import { ApiClientProvider } from "@tandem/api-client/react";
import { applyLanguage } from "@tandem/i18n";
import { TandemI18nProvider } from "@tandem/i18n/react";
import {
  createFakeApi,
  errorAnswer,
  wireFixture,
  type FakeAnswer,
  type FakeApi,
} from "@tandem/page-kit/testing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createRoutes } from "./routes.tsx";

// The app's own route table on a fake API at the wire, as `App` composes it.
function renderApp(api: FakeApi, at: string) {
  const apiClient = createApiClient({ host: "http://api.test", fetch: api.fetch, retryDelay: () => 0 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes({ apiClient, queryClient }), { initialEntries: [at] });
  render(
    <TandemI18nProvider>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </TandemI18nProvider>,
  );
  return router;
}

describe("the route table", () => {
  beforeAll(async () => {
    await applyLanguage("en");
  });

  it("E-03 a broken answer shows the error view inside the layout, top bar and tabs kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // GET /me answers 200 with a body that breaks the contract (no member fields): a ContractError.
    const api = createFakeApi({ "GET /me": { body: { id: "not-a-number" } } });
    renderApp(api, "/dashboard");
    // The first render waits for the lazily loaded frame and page; under a busy test run that takes a while.
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(within(alert).getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("Sorry, something went wrong on our side. Please try again.");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getAllByRole("navigation", { name: "Main" }).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Go home" })).toBeInTheDocument();
  });

  it("R-02 sends an unknown path to the welcome page", async () => {
    const router = renderApp(createFakeApi(), "/no-such-page");
    expect(await screen.findByRole("link", { name: "Continue" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  /** A fake API whose `GET /me` waits until `answer` is called. */
  function heldMe(routes: Record<string, FakeAnswer> = {}) {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const held = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    return { api: createFakeApi({ ...routes, "GET /me": () => held }), answer };
  }

  /** While `GET /me` is held: the full-screen loader and nothing else, still at the page asked for. */
  async function expectBlankWhileLoading(router: ReturnType<typeof renderApp>, api: FakeApi) {
    await vi.waitFor(() => expect(api.callsTo("GET /me")).toHaveLength(1));
    // Long enough for anything that would flash to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(router.state.location.pathname).toBe("/dashboard");
  }

  it("F-002 a visitor's guarded page stays blank while GET /me loads, then goes to the welcome page", async () => {
    const { api, answer } = heldMe();
    const router = renderApp(api, "/dashboard");
    await expectBlankWhileLoading(router, api);
    answer(errorAnswer(401, "unauthenticated"));
    expect(await screen.findByRole("link", { name: "Continue" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("F-002 a member's guarded page stays blank while GET /me loads, then renders in its frame", async () => {
    const { api, answer } = heldMe({ "GET /me/dashboard": { body: wireFixture("GET_me_dashboard") } });
    const router = renderApp(api, "/dashboard");
    await expectBlankWhileLoading(router, api);
    answer({ body: { ...wireFixture("GET_me"), onboarded: true } });
    expect(await screen.findAllByRole("navigation", { name: "Main" }, { timeout: 10_000 })).not.toHaveLength(
      0,
    );
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByRole("link", { name: "Continue" })).toBeNull();
  });
});

describe("public pages and the member call", () => {
  beforeAll(async () => {
    await applyLanguage("en");
  });

  const PUBLIC_PAGES = [
    "/contact-list",
    "/contact-list/add",
    "/contact-list/success",
    "/regain-account-access",
    "/regain-account-access/success",
    "/privacy-policy",
    "/privacy-policy-content",
    "/terms-of-use",
    "/preferences-public?token=t0k3n",
    "/error",
    "/styleguide",
  ];

  /** Opens a page and gives the GET /me calls made once it has rendered and its frame has settled. */
  async function memberCallsOpening(at: string) {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = createFakeApi();
    const router = renderApp(api, at);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    // The frame's top bar and the page's own queries start on render: give them the time to ask.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe(at.split("?")[0]);
    return api.callsTo("GET /me").length;
  }

  it.each(PUBLIC_PAGES)("a visitor this browser never saw sign in opens %s with no GET /me", async (at) => {
    window.localStorage.removeItem("signed-in");
    expect(await memberCallsOpening(at)).toBe(0);
  });

  it.each(["/contact-list", "/privacy-policy", "/regain-account-access"])(
    "a browser where a member signed in still asks GET /me on %s (the top bar shows their menu)",
    async (at) => {
      window.localStorage.setItem("signed-in", "true");
      expect(await memberCallsOpening(at)).toBeGreaterThan(0);
    },
  );
});
