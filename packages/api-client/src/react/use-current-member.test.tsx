// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/contract-fixtures.ts";
import { useTestApi } from "../../test/endpoint-cases.ts";
import type { ApiClient } from "../client.ts";
import { buildCurrentMember } from "../testing/member-factories.ts";
import { ApiClientProvider, useApiClient } from "./api-client-provider.tsx";
import { useCurrentMember } from "./use-current-member.ts";

function wrapper(client: ApiClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
}

describe("useCurrentMember", () => {
  const api = useTestApi();

  it("A-13 loads the member, then follows the store without a refetch (A-12)", async () => {
    api().answer("GET /api/v1/me", { json: readFixture("GET_me.json") });
    const client = api().client();
    const { result } = renderHook(() => useCurrentMember(), { wrapper: wrapper(client) });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toMatchObject({ name: "Maria Hernandez" }));
    act(() => client.currentMember.set(buildCurrentMember({ name: "Maria H." })));
    await waitFor(() => expect(result.current.data?.name).toBe("Maria H."));
    expect(api().requests).toHaveLength(1);
  });

  it("gives null when signed out", async () => {
    api().answer("GET /api/v1/me", {
      status: 401,
      json: { error: { status: 401, code: "unauthenticated" } },
    });
    const { result } = renderHook(() => useCurrentMember(), { wrapper: wrapper(api().client()) });
    await waitFor(() => expect(result.current.data).toBeNull());
  });

  it("useApiClient refuses to work outside the provider", () => {
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiClientProvider/);
  });
});
