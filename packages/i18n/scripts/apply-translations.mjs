#!/usr/bin/env node
// Fills Spanish translations from JSON files into the es catalog: `node scripts/apply-translations.mjs a.json …`,
// each file an object of message id → Spanish text. Run after `lingui extract`, which adds the new ids empty.
// Exits 1 naming any id that the catalog does not have.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const catalogPath = path.resolve(import.meta.dirname, "../src/locales/es/messages.po");
let catalog = readFileSync(catalogPath, "utf8");
const unknown = [];
const escape = (text) => text.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");
for (const file of process.argv.slice(2)) {
  const translations = JSON.parse(readFileSync(file, "utf8"));
  for (const [id, text] of Object.entries(translations)) {
    const entry = new RegExp(
      `(msgid "${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"\\nmsgstr )"(?:[^"\\\\]|\\\\.)*"`,
    );
    if (!entry.test(catalog)) unknown.push(`${id} (${file})`);
    catalog = catalog.replace(entry, (_, head) => `${head}"${escape(text)}"`);
  }
}
writeFileSync(catalogPath, catalog);
if (unknown.length > 0) {
  console.error(`Not in the es catalog (run extract first?):\n  ${unknown.join("\n  ")}`);
  process.exit(1);
}
