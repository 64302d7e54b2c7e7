import type { ComponentType } from "react";

/** A route area: one lazily loaded chunk holding the pages of one part of the app. */
export interface AreaModule {
  pages: Record<string, ComponentType>;
}

/** Lazy route property loader for one page of an area; all pages of an area share its chunk. */
export function lazyPage<M extends AreaModule>(load: () => Promise<M>, page: keyof M["pages"] & string) {
  return async () => {
    const area = await load();
    const Component = area.pages[page];
    if (!Component) throw new Error(`Route area has no page "${page}"`);
    return { Component };
  };
}
