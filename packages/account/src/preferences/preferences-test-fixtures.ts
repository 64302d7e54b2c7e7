import { readFileSync } from "node:fs";
import path from "node:path";

/** A contract fixture (contract/fixtures/<name>.json) as the wire carries it, snake_case. */
export function wireFixture(name: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../../../contract/fixtures/${name}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** The wire's `preferences` of a member or public answer with these subscriptions. */
export function wirePreferences(subscriptions: [key: string, optedIn: boolean, editableState: string][]) {
  return {
    subscriptions: subscriptions.map(([key, opted_in, editable_state]) => ({
      key,
      opted_in,
      editable_state,
    })),
  };
}
