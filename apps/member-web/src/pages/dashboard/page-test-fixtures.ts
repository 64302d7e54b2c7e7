import { readFileSync } from "node:fs";
import path from "node:path";

/** A contract fixture (contract/fixtures/<name>.json) as the wire carries it, snake_case. */
export function wireFixture(name: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../../../../contract/fixtures/${name}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** The contract's member (`GET /me`) with some fields changed, as the wire carries it. */
export function wireMember(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...wireFixture("GET_me"), ...changes };
}
