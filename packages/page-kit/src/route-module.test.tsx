import type * as i18n from "@tandem/i18n";
import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RouteContext } from "./route-context.ts";
import { lazyRoute, type RouteModule } from "./route-module.ts";

// The area catalog's load is held open by each test, to see what runs before the page's words are in.
const catalog = vi.hoisted(() => ({ release: (): void => undefined, calls: [] as string[] }));
vi.mock("@tandem/i18n", async (original) => ({
  ...(await original<typeof i18n>()),
  loadMessageArea: (area: string) => {
    catalog.calls.push(area);
    return new Promise<void>((resolve) => (catalog.release = resolve));
  },
}));

const context = { queryClient: new QueryClient(), apiClient: {} } as unknown as RouteContext;

function pageModule(asked: string[]): RouteModule {
  return {
    loader: () => () => {
      asked.push("data");
      return null;
    },
    Component: () => <h1>Your ledgers</h1>,
  };
}

describe("lazyRoute", () => {
  afterEach(() => {
    catalog.calls = [];
  });

  it("asks for the page's data as soon as its chunk is in, while its catalog still loads, and shows it with both", async () => {
    const asked: string[] = [];
    const load = vi.fn(() => Promise.resolve(pageModule(asked)));
    const router = createMemoryRouter(
      [
        {
          path: "/ledgers",
          lazy: lazyRoute(load, context, "account"),
          hydrateFallbackElement: <p>Loading</p>,
        },
      ],
      { initialEntries: ["/ledgers"] },
    );
    render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(asked).toEqual(["data"]));
    expect(catalog.calls).toEqual(["account"]);
    expect(screen.queryByRole("heading", { name: "Your ledgers" })).not.toBeInTheDocument();
    catalog.release();
    expect(await screen.findByRole("heading", { name: "Your ledgers" })).toBeInTheDocument();
    // The loader, the Component and the ErrorBoundary come from one fetch of the chunk.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches the chunk again on the next match after a failed fetch", async () => {
    const asked: string[] = [];
    const load = vi
      .fn<() => Promise<RouteModule>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValue(pageModule(asked));
    const lazy = lazyRoute(load, context);
    await expect(lazy.loader()).rejects.toThrow("Failed to fetch");
    expect(await lazy.loader()).toBeTypeOf("function");
    expect((await lazy.Component()).name).toBe("Component");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
