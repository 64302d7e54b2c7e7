import { createFakeApi, renderRoute } from "@tandem/page-kit/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beginSignIn } from "./sign-in-state.ts";
import { SignOutButton } from "./sign-out-button.tsx";

const signOutPage = { Component: () => <SignOutButton /> };

/** What this browser keeps before the sign-out: the member's things and the device's. */
function keepSomething() {
  localStorage.setItem("language", '"es"');
  localStorage.setItem("should-prompt-to-install-1", "false");
  localStorage.setItem("dev-switches", '{"logRequests":true}');
  localStorage.setItem("signed-in", "true");
  localStorage.setItem("map-position", '{"lat":45.52,"lng":-122.68,"zoom":15}');
  localStorage.setItem("partner-invitation", "1795457722887");
  sessionStorage.setItem("next-url", '"/ledgers"');
  sessionStorage.setItem("tandem.reloaded-for-update", "1795457722887");
  beginSignIn("(503) 555-0142", false);
}

const stored = (storage: Storage) =>
  Object.fromEntries(
    Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "").map((key) => [
      key,
      storage.getItem(key),
    ]),
  );

describe("sign-out", () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
  });
  afterEach(() => vi.restoreAllMocks());

  it("F-015 D-06 forgets the member's storage and answers but keeps the language and the device's settings, then reloads", async () => {
    keepSomething();
    const page = renderRoute(signOutPage, {
      path: "/dashboard",
      api: createFakeApi({ "DELETE /auth": { status: 204 } }),
    });
    page.context.queryClient.setQueryData(["ledgers", "overview"], { totalBalance: 4200 });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/app/"));
    expect(stored(localStorage)).toEqual({
      language: '"en"',
      "should-prompt-to-install-1": "false",
      "dev-switches": '{"logRequests":true}',
    });
    expect(stored(sessionStorage)).toEqual({ "tandem.reloaded-for-update": "1795457722887" });
    expect(page.context.queryClient.getQueryData(["ledgers", "overview"])).toBeUndefined();
  });
});
