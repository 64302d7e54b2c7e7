import { readFileSync } from "node:fs";
import path from "node:path";

const FIXTURES = path.resolve(import.meta.dirname, "../../../../contract/fixtures");

/**
 * A contract example answer (`contract/fixtures/<name>.json`) as the wire carries it, snake_case: what a page
 * test's fake API answers with.
 * @example createFakeApi({ "GET /me": { body: wireFixture("GET_me") } })
 */
export function wireFixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), "utf8")) as Record<string, unknown>;
}
