// The browser policy (docs/browsers.md): the root package.json's `browserslist`, read here so that the lints
// judge every package by the same list whatever folder they run from (browserslist alone looks up from the cwd).
import { readFileSync } from "node:fs";
import path from "node:path";

/** The policy's queries, as written in the root package.json. */
export const browserPolicy = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"),
).browserslist;
