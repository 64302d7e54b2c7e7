import { ApiError, type ApiClient } from "@tandem/api-client";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { guard, type Access } from "./guards.ts";

function clientAnswering(member: unknown): ApiClient {
  return {
    http: undefined as never,
    post: () => Promise.reject(new Error("unexpected POST")),
    get: (path) => {
      expect(path).toBe("me");
      if (member === null)
        return Promise.reject(new ApiError({ code: "unauthenticated", status: 401, message: "" }));
      return Promise.resolve(member);
    },
  };
}

const onboarded = { id: 1, name: "Rosa", phone: "(503) 555-0142", onboarded: true, unclaimedOrdersCount: 0 };
const newMember = { ...onboarded, name: "", onboarded: false };

async function outcome(access: Access, member: unknown, url = "http://localhost/app/ledgers?ledger=3") {
  const run = guard(access, { apiClient: clientAnswering(member), queryClient: new QueryClient() });
  try {
    await run({ request: new Request(url), params: {}, context: undefined } as never);
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
