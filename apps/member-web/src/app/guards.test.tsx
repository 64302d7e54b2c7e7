import { createApiClient, getOffering, type ApiClient } from "@tandem/api-client";
import { snakeizeKeys } from "@tandem/api-client/wire";
import type { CurrentMember } from "@tandem/api-client/schemas";
import { buildCurrentMember } from "@tandem/api-client/testing";
import { type RouteModule } from "@tandem/page-kit";
import { createFakeApi, renderRoute } from "@tandem/page-kit/testing";
import { paths, routePatterns } from "@tandem/paths";
import { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { guard, type Access } from "./guards.ts";

// A real api-client whose fetch answers GET /api/v1/me with the member (snake_case, as on the wire) or the
// contract's 401 envelope when signed out.
function clientAnswering(member: CurrentMember | null): ApiClient {
  return createApiClient({
    host: "http://api.test",
    fetch: (input) => {
      const request = input instanceof Request ? input : new Request(input);
      expect(`${request.method} ${new URL(request.url).pathname}`).toBe("GET /api/v1/me");
      if (member === null) {
        return Promise.resolve(
          Response.json({ error: { status: 401, code: "unauthenticated" } }, { status: 401 }),
        );
      }
      return Promise.resolve(Response.json(snakeizeKeys(member)));
    },
  });
}

const onboarded = buildCurrentMember({ name: "Rosa", onboarded: true });
const newMember = buildCurrentMember({ name: "", onboarded: false });

async function outcome(
  access: Access,
  member: CurrentMember | null,
  url = "http://localhost/app/ledgers?ledger=3",
) {
  const run = guard(access, { apiClient: clientAnswering(member), queryClient: new QueryClient() });
  try {
    await run({ request: new Request(url), params: {}, context: undefined } as never, () =>
      Promise.resolve(),
    );
    return "render";
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
    throw thrown;
  }
}

describe("route guards (D-07)", () => {
  it("S-06 sends a signed-out visitor from a member page to / and remembers where they were going", async () => {
    expect(await outcome("onboarded", null)).toBe("redirect /");
    expect(JSON.parse(window.sessionStorage.getItem("next-url") ?? "null")).toBe("/ledgers?ledger=3");
  });

  it("S-07 sends a signed-in member away from the signed-out pages to /dashboard", async () => {
    // This browser saw the member sign in (the hint, see signed-in-hint.test.ts for a browser that did not).
    window.localStorage.setItem("signed-in", "true");
    expect(await outcome("signed-out", onboarded)).toBe("redirect /dashboard");
    expect(await outcome("signed-out", null)).toBe("render");
  });

  it("S-09 sends a member who is not onboarded to /onboarding, and an onboarded one away from it", async () => {
    expect(await outcome("onboarded", newMember)).toBe("redirect /onboarding");
    expect(await outcome("onboarding", onboarded)).toBe("redirect /dashboard");
    expect(await outcome("onboarding", newMember)).toBe("render");
  });

  it("R-11 lets any signed-in member reach onboarding finish, and everyone reach public pages", async () => {
    expect(await outcome("member", newMember)).toBe("render");
    expect(await outcome("member", onboarded)).toBe("render");
    expect(await outcome("public", null)).toBe("render");
  });
});

describe("guards run before page data", () => {
  // A member page whose loader reads an offering: it must never fire for a visitor.
  const offeringPage: RouteModule = {
    loader:
      ({ apiClient }) =>
      ({ params }) =>
        getOffering(apiClient, Number(params.offeringId)),
    Component: () => <h1>Offering</h1>,
  };

  it("S-05 a visitor opening a member page fires no API call but GET /me, and lands on the welcome page", async () => {
    const api = createFakeApi();
    renderRoute(offeringPage, {
      path: routePatterns.offering,
      at: paths.offering({ offeringId: 12 }),
      api,
      middleware: (context) => [guard("onboarded", context)],
    });
    expect(await screen.findByText("Now at /")).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /me"]);
  });
});
