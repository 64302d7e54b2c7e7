import { createApiClient } from "@tandem/api-client";
import { snakeizeKeys } from "@tandem/api-client/wire";
import { ApiClientProvider, useApiClient, useCurrentMember } from "@tandem/api-client/react";
import { buildCurrentMember } from "@tandem/api-client/testing";
import { applyLanguage, tandemI18n } from "@tandem/i18n";
import { TandemI18nProvider } from "@tandem/i18n/react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMemberLanguageSwitch } from "./use-member-language-switch.ts";

const wire = (status: number, body: unknown) => Promise.resolve(Response.json(body, { status }));

// A member API that answers /me (signed in or out), POST /me/language and a server-localised resource.
function memberApi({ signedIn, saveFails = false }: { signedIn: boolean; saveFails?: boolean }) {
  const requests: { method: string; path: string; language: string | null; body: string }[] = [];
  const member = snakeizeKeys(buildCurrentMember());
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace("/api/v1/", "");
    const body = request.method === "POST" ? await request.text() : "";
    requests.push({ method: request.method, path, language: request.headers.get("accept-language"), body });
    if (path === "me")
      return signedIn ? wire(200, member) : wire(401, { error: { status: 401, code: "unauthenticated" } });
    if (path === "me/language")
      return saveFails
        ? wire(400, { error: { status: 400, code: "validation_error", message: "No" } })
        : wire(200, member);
    return wire(200, { greeting: "hello" });
  };
  const client = createApiClient({
    host: "http://127.0.0.1:22001",
    fetch,
    getLanguage: () => tandemI18n.locale,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TandemI18nProvider>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    </TandemI18nProvider>
  );
  return { requests, wrapper };
}

// The switch, plus the member and one server-localised query, as a page would have them.
function usePage() {
  const client = useApiClient();
  useQuery({ queryKey: ["greeting"], queryFn: () => client.get("greeting") });
  return { member: useCurrentMember().data, ...useMemberLanguageSwitch() };
}

async function renderPage(api: ReturnType<typeof memberApi>) {
  const page = renderHook(usePage, { wrapper: api.wrapper });
  await waitFor(() => expect(page.result.current.member).not.toBeUndefined());
  return page;
}

afterEach(async () => {
  await applyLanguage("en");
});

describe("useMemberLanguageSwitch", () => {
  it("F-033 A-04 a signed-in member's choice is saved with POST /me/language", async () => {
    const api = memberApi({ signedIn: true });
    const { result } = await renderPage(api);
    await act(() => result.current.switchLanguage("es"));
    await waitFor(() => expect(api.requests.some(({ path }) => path === "me/language")).toBe(true));
    const save = api.requests.find(({ path }) => path === "me/language");
    expect(save).toMatchObject({ method: "POST", body: '{"language":"es"}' });
  });

  it("F-034 a signed-out visitor's switch makes no server call", async () => {
    const api = memberApi({ signedIn: false });
    const { result } = await renderPage(api);
    await act(() => result.current.switchLanguage("es"));
    expect(result.current.language).toBe("es");
    expect(api.requests.filter(({ path }) => path === "me/language")).toEqual([]);
  });

  it("F-016 the choice is remembered in local storage and marked on the document", async () => {
    const { result } = await renderPage(memberApi({ signedIn: false }));
    await act(() => result.current.switchLanguage("es"));
    expect(window.localStorage.getItem("language")).toBe('"es"');
    expect(document.documentElement.lang).toBe("es");
  });

  it("F-035 server-localised queries are fetched again with the new Accept-Language", async () => {
    const api = memberApi({ signedIn: false });
    const { result } = await renderPage(api);
    await waitFor(() => expect(api.requests.some(({ path }) => path === "greeting")).toBe(true));
    await act(() => result.current.switchLanguage("es"));
    await waitFor(() =>
      expect(api.requests.filter(({ path }) => path === "greeting").map(({ language }) => language)).toEqual([
        "en",
        "es",
      ]),
    );
  });

  it("F-033 a failed save is only logged; the switch stands", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = memberApi({ signedIn: true, saveFails: true });
    const { result } = await renderPage(api);
    await act(() => result.current.switchLanguage("es"));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith("Could not save the language choice", expect.anything()),
    );
    expect(result.current.language).toBe("es");
    expect(window.localStorage.getItem("language")).toBe('"es"');
  });
});
