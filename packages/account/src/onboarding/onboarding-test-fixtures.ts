import { readFileSync } from "node:fs";
import path from "node:path";

/** A contract fixture (contract/fixtures/<name>.json) as the wire carries it, snake_case. */
export function contractFixture(name: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../../../contract/fixtures/${name}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** The contract's member as a new one: no name, not onboarded (Sam Okoye before signup). */
export function newMember(): Record<string, unknown> {
  return { ...contractFixture("GET_me"), name: "", onboarded: false };
}
