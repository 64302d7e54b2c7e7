import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { hydrationState, resolvePage } from "./hydration.ts";

const Welcome = () => null;
const Start = () => null;
const Layout = () => null;

// The shape of the app's table: a root, a frame loaded as a whole, a guard, and pages loaded per property.
function routes(): RouteObject[] {
  return [
    {
      children: [
        {
          children: [
            {
              middleware: [() => undefined],
              children: [{ path: "/", lazy: () => Promise.resolve({ Component: Welcome }) }],
            },
          ],
        },
        {
          lazy: () => Promise.resolve({ Component: Layout }),
          children: [
            {
              middleware: [() => undefined],
              children: [
                {
                  path: "start",
                  lazy: {
                    loader: () => Promise.resolve(undefined),
                    Component: () => Promise.resolve(Start),
                    ErrorBoundary: () => Promise.resolve(undefined),
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

describe("preparing a prerendered page for hydration (R-01 R-05)", () => {
  it("loads the matched routes' lazy parts, in either form, and marks every matched route loaded", async () => {
    const table = routes();
    const page = await resolvePage(table, "/app/start", "/app/");
    expect(page?.matches.map(({ route }) => route.id)).toEqual(["0", "0-1", "0-1-0", "0-1-0-0"]);
    const [, layout, , start] = page?.matches.map(({ route }) => route) ?? [];
    expect(layout?.Component).toBe(Layout);
    expect(start?.Component).toBe(Start);
    expect(page?.matches.some(({ route }) => route.lazy)).toBe(false);
    expect(page?.hydrationData).toEqual({
      loaderData: { "0": null, "0-1": null, "0-1-0": null, "0-1-0-0": null },
    });
    // The welcome's routes are left as they were.
    expect(table[0]?.children?.[0]?.children?.[0]?.children?.[0]?.lazy).toBeTypeOf("function");
  });

  it("B-09 a part that fails to load gives no hydration state, so the router starts as usual", async () => {
    const table = routes();
    const welcome = table[0]?.children?.[0]?.children?.[0]?.children?.[0];
    if (welcome)
      welcome.lazy = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    expect(await hydrationState(table, "/app/", "/app/")).toBeUndefined();
    expect(await hydrationState(routes(), "/app/nowhere/else", "/app/")).toBeUndefined();
  });
});
