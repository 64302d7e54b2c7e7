#!/usr/bin/env node
// Fills Spanish translations from JSON files into the es catalogs: `node scripts/apply-translations.mjs a.json …`,
// each file an object of message id → Spanish text; each id goes into whichever es catalog (main or an area's)
// holds it. Run after `lingui extract`, which adds new ids empty. Exits 1 naming any id no catalog has.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const folder = path.resolve(import.meta.dirname, "../src/locales/es");
const catalogs = new Map(
  readdirSync(folder)
    .filter((name) => name.endsWith(".po"))
    .map((name) => [path.join(folder, name), readFileSync(path.join(folder, name), "utf8")]),
);
const unknown = [];
const escape = (text) => text.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");
for (const file of process.argv.slice(2)) {
  const translations = JSON.parse(readFileSync(file, "utf8"));
  for (const [id, text] of Object.entries(translations)) {
    const entry = new RegExp(
      `(msgid "${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"\\nmsgstr )"(?:[^"\\\\]|\\\\.)*"`,
    );
    let found = false;
    for (const [catalogPath, catalog] of catalogs) {
      if (!entry.test(catalog)) continue;
      catalogs.set(
        catalogPath,
        catalog.replace(entry, (_, head) => `${head}"${escape(text)}"`),
      );
      found = true;
    }
    if (!found) unknown.push(`${id} (${file})`);
  }
}
for (const [catalogPath, catalog] of catalogs) writeFileSync(catalogPath, catalog);
if (unknown.length > 0) {
  console.error(`Not in any es catalog (run extract first?):\n  ${unknown.join("\n  ")}`);
  process.exit(1);
}
