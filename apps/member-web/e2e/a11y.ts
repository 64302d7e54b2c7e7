import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { WCAG_TAGS } from "./wcag-tags.ts";

/** Fails the test with a readable list when the page has any axe violation. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
