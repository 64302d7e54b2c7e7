import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { WCAG_TAGS } from "../e2e/wcag-tags.ts";
import type { LanePage } from "./lane-page.ts";

// axe-core in the page, the same rule set as the Chromium journeys (e2e/a11y.ts), in every engine.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The page's WCAG 2.2 AA violations, one line each (rule, impact, where); none is a pass. */
export async function axeViolations(page: LanePage): Promise<string[]> {
  const loaded = await page.driver.evaluate<boolean>("typeof window.axe === 'object'");
  if (!loaded) await page.driver.evaluate(`(() => { ${AXE_SOURCE}; return true; })()`);
  return page.driver.evaluate<string[]>(
    `window.axe.run(document, { runOnly: { type: "tag", values: ${JSON.stringify(WCAG_TAGS)} } }).then((results) =>
      results.violations.map((v) => v.id + " (" + v.impact + "): " + v.nodes.map((n) => n.target.join(" ")).join(", ")))`,
  );
}
