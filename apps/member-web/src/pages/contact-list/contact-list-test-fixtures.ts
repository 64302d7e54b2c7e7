import { readFileSync } from "node:fs";
import path from "node:path";

/** A contract fixture (contract/fixtures/<name>.json) as the wire carries it, snake_case. */
export function wireFixture(name: string): unknown {
  const file = path.resolve(import.meta.dirname, `../../../../../contract/fixtures/${name}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as unknown;
}

/** The event of the journeys and tests: a name with a space and an ampersand, to prove it is carried encoded. */
export const EVENT_NAME = "Hawthorne Fair & Market";

/** The event as `URLSearchParams` writes it (D-20). */
export const ENCODED_EVENT = "Hawthorne+Fair+%26+Market";
