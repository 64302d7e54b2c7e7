// What the journeys look for and what the page tells back about it: the language between lane-page.ts and the
// page kit (page-kit.ts) that runs in the page.

/** The roles the journeys look for, and the elements that have them. */
export type Role =
  "button" | "link" | "checkbox" | "textbox" | "heading" | "dialog" | "list" | "status" | "alert" | "region";

/** An element as the journeys name it: its role and (part of) its accessible name, inside another one. */
export interface Query {
  role: Role;
  name?: string | RegExp;
  within?: Query;
}

/** What a query becomes on its way to the page (a RegExp is not JSON). */
export interface WireQuery {
  role: Role;
  name?: string | { source: string; flags: string };
  within?: WireQuery;
}

export function toWire(query: Query): WireQuery {
  const { name, within } = query;
  return {
    role: query.role,
    ...(name === undefined
      ? {}
      : { name: typeof name === "string" ? name : { source: name.source, flags: name.flags } }),
    ...(within ? { within: toWire(within) } : {}),
  };
}

/** Where an element is, what state it is in, and what it says. */
export interface Found {
  x: number;
  y: number;
  checked: boolean;
  focused: boolean;
  disabled: boolean;
  value: string;
  href: string;
  text: string;
}
