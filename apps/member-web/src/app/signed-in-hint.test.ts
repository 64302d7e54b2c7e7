import { createApiClient, verifyAuth, type ApiClient } from "@tandem/api-client";
import { ME_QUERY_KEY } from "@tandem/api-client/react";
import type { CurrentMember } from "@tandem/api-client/schemas";
import { buildCurrentMember } from "@tandem/api-client/testing";
import { snakeizeKeys } from "@tandem/api-client/wire";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { guard, type Access } from "./guards.ts";
import { followSignedIn, readSignedInHint } from "./signed-in-hint.ts";

// A session on a fake server: GET /me answers the member or the contract's 401; POST /auth/verify signs in.
function server(member: CurrentMember | null, { meDown = false } = {}) {
  const calls: string[] = [];
  let session = member;
  const client: ApiClient = createApiClient({
    host: "http://api.test",
    fetch: (input) => {
      const request = input instanceof Request ? input : new Request(input);
      const call = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(call);
      if (meDown && call === "GET /api/v1/me")
        return Promise.resolve(
          Response.json({ error: { status: 503, code: "unavailable" } }, { status: 503 }),
        );
      if (call === "POST /api/v1/auth/verify")
        session = buildCurrentMember({ name: "Rosa", onboarded: true });
      if (call === "DELETE /api/v1/auth") {
        session = null;
        return Promise.resolve(Response.json({}));
      }
      if (session === null)
        return Promise.resolve(
          Response.json({ error: { status: 401, code: "unauthenticated" } }, { status: 401 }),
        );
      return Promise.resolve(Response.json(snakeizeKeys(session)));
    },
  });
  const queryClient = new QueryClient();
  followSignedIn(queryClient, client);
  const open = async (access: Access, url = "http://localhost/app/") => {
    try {
      await guard(access, { apiClient: client, queryClient })(
        { request: new Request(url), params: {}, context: undefined } as never,
        () => Promise.resolve(),
      );
      return "render";
    } catch (thrown) {
      if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
      throw thrown;
    }
  };
  return { calls, client, queryClient, open };
}

const member = buildCurrentMember({ name: "Rosa", onboarded: true });
// The notifications of the query cache arrive on the next tick.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the signed-in hint: public pages ask nobody about a visitor", () => {
  it("R-04 R-05 a first-time visitor on the welcome or start page gets the page with no GET /me at all", async () => {
    for (const url of ["http://localhost/app/", "http://localhost/app/start"]) {
      const visit = server(null);
      expect(await visit.open("signed-out", url)).toBe("render");
      expect(visit.calls).toEqual([]);
      // The top bar and the language switch read the same answer: a visitor, nothing to fetch.
      expect(visit.queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
      expect(visit.queryClient.getQueryState(ME_QUERY_KEY)?.isInvalidated).toBe(false);
    }
  });

  it("R-05 a first-time visitor's Continue asks once; the 401 makes the browser a visitor's for next time", async () => {
    const visit = server(null);
    expect(await visit.open("signed-out")).toBe("render");
    expect(await visit.open("signed-out", "http://localhost/app/start")).toBe("render");
    expect(visit.calls).toEqual(["GET /api/v1/me"]);
    await settle();
    expect(readSignedInHint()).toBe("visitor");
    const next = server(null);
    expect(await next.open("signed-out")).toBe("render");
    expect(await next.open("signed-out", "http://localhost/app/start")).toBe("render");
    expect(next.calls).toEqual([]);
  });

  it("F-041 S-05 a member page still always asks GET /me, and a 401 there marks the browser a visitor's", async () => {
    const visit = server(null);
    expect(await visit.open("onboarded", "http://localhost/app/dashboard")).toBe("redirect /");
    expect(visit.calls).toEqual(["GET /api/v1/me"]);
    await settle();
    expect(readSignedInHint()).toBe("visitor");
  });

  it("R-04 S-07 a member who signed in on this browser is sent from the welcome page to the dashboard", async () => {
    const first = server(null);
    await verifyAuth(first.client, { phone: "15035550101", token: "123456" });
    expect(readSignedInHint()).toBe("member");
    const later = server(member);
    expect(await later.open("signed-out")).toBe("redirect /dashboard");
    expect(later.calls).toEqual(["GET /api/v1/me"]);
  });

  it("R-04 a session this browser never saw start: the welcome shows, and its Continue finds the session", async () => {
    const visit = server(member);
    expect(await visit.open("signed-out")).toBe("render");
    expect(visit.calls).toEqual([]);
    // Continue opens /start inside the app: now the server is asked, and the member goes to the dashboard.
    expect(await visit.open("signed-out", "http://localhost/app/start")).toBe("redirect /dashboard");
    expect(visit.calls).toEqual(["GET /api/v1/me"]);
    await settle();
    expect(readSignedInHint()).toBe("member");
  });

  it("E-10 F-041 a member whose session ended elsewhere: GET /me answers 401, the hint turns to visitor", async () => {
    window.localStorage.setItem("signed-in", "true");
    const visit = server(null);
    expect(await visit.open("signed-out")).toBe("render");
    expect(visit.calls).toEqual(["GET /api/v1/me"]);
    await settle();
    expect(readSignedInHint()).toBe("visitor");
  });

  // Not E-10 (which signs out on any failed /me): see "Decisions" in packages/api-client/README.md.
  it("a GET /me answered 503 keeps the signed-in hint: the member sees the error, not the welcome page", async () => {
    window.localStorage.setItem("signed-in", "true");
    const visit = server(member, { meDown: true });
    await expect(visit.open("onboarded", "http://localhost/app/dashboard")).rejects.toMatchObject({
      status: 503,
    });
    await settle();
    expect(readSignedInHint()).toBe("member");
  });

  it("a visitor on a public page is asked nothing; a member page afterwards asks GET /me for real", async () => {
    const visit = server(member);
    expect(await visit.open("public", "http://localhost/app/contact-list")).toBe("render");
    expect(visit.calls).toEqual([]);
    expect(visit.queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    // The session was there all along (a browser without the hint): the member page finds it.
    expect(await visit.open("onboarded", "http://localhost/app/dashboard")).toBe("render");
    expect(visit.calls).toEqual(["GET /api/v1/me"]);
  });

  it("a public page in a browser where a member signed in leaves GET /me to the top bar, as before", async () => {
    window.localStorage.setItem("signed-in", "true");
    const visit = server(member);
    expect(await visit.open("public", "http://localhost/app/contact-list")).toBe("render");
    expect(visit.queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();
  });

  it("F-020 storage that throws reads as unknown: the welcome page still opens without a 401", async () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    try {
      const visit = server(null);
      expect(readSignedInHint()).toBe("unknown");
      expect(await visit.open("signed-out")).toBe("render");
      expect(visit.calls).toEqual([]);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
