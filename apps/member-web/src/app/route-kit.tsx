import { loadMessageArea, type MessageArea } from "@tandem/i18n";
import { lazyRoute, PageErrorBoundary, type RouteContext, type RouteModule } from "@tandem/page-kit";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { reloadOnStaleChunk } from "../pwa/stale-bundle.ts";
import { guard, type Access } from "./guards.ts";

/** The frame a group of pages is drawn in: the member's (top bar and tabs), the public one, or none. */
export type Layout = "app" | "public" | "bare";

/** The three kinds of route of the table, bound to the app's services. */
export interface RouteKit {
  /** A lazily loaded page; `messages` names the catalog its words are in, loaded beside its chunk. */
  page: (path: string, load: () => Promise<RouteModule>, messages?: MessageArea) => RouteObject;
  /** The guard's route (D-07): its middleware runs before any page loader, and it holds the error view. */
  gate: (access: Access, children: RouteObject[]) => RouteObject;
  /** The frame's route, loaded with the first page that needs it. */
  layout: (kind: Layout, children: RouteObject[]) => RouteObject;
}

// Areas of the shell not yet moved into their packages: one chunk each, a page per name.
interface AreaModule {
  pages: Record<string, ComponentType>;
}

/** A page of a shell area module (`pages.<name>`), as a route module. */
export function areaPage<M extends AreaModule>(load: () => Promise<M>, name: keyof M["pages"] & string) {
  return async (): Promise<RouteModule> => {
    const Component = (await load()).pages[name];
    if (!Component) throw new Error(`Route area has no page "${name}"`);
    return { Component, ErrorBoundary: PageErrorBoundary };
  };
}

// The frames load with the first page that needs one, in parallel with its chunk: the welcome page (bare)
// never downloads the top bar, the tabs or sign-out.
function layout(kind: Layout, children: RouteObject[]): RouteObject {
  if (kind === "bare") return { children };
  return {
    lazy: async () => {
      // The frames hold the menu's sign-out, whose words are account's.
      const [frames] = await Promise.all([
        reloadOnStaleChunk(() => import("../layout/app-layout.tsx"))(),
        loadMessageArea("account"),
      ]);
      return kind === "app"
        ? { Component: frames.MemberLayout, ErrorBoundary: frames.MemberLayoutError }
        : { Component: frames.PublicLayout, ErrorBoundary: frames.PublicLayoutError };
    },
    children,
  };
}

/** The route builders of the table, each page and guard given the app's `context`. */
export function createRouteKit(context: RouteContext): RouteKit {
  return {
    page: (path, load, messages) => ({ path, lazy: lazyRoute(reloadOnStaleChunk(load), context, messages) }),
    gate: (access, children) => ({
      middleware: [guard(access, context)],
      errorElement: <PageErrorBoundary />,
      children,
    }),
    layout,
  };
}
