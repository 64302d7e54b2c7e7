import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { chromiumLaunchOptions, jsdomProject } from "@tandem/vitest-config";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const dir = import.meta.dirname;

/**
 * Every story runs in real Chromium: its play function (interaction test) and an axe check that fails on any
 * WCAG 2.2 AA violation (`a11y.test: "error"` in .storybook/preview.tsx). Run once in the light theme with
 * motion, once in the dark theme with reduced motion, so both palettes and both motion paths are checked.
 */
function storybookProject(name: string, colorScheme: "light" | "dark"): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: path.join(dir, ".storybook") })],
    test: {
      name,
      root: dir,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
          contextOptions: {
            colorScheme,
            reducedMotion: colorScheme === "dark" ? "reduce" : "no-preference",
            permissions: ["clipboard-read", "clipboard-write"],
          },
        }),
        instances: [{ browser: "chromium" }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      // Behaviour tests of components and rules, in jsdom.
      jsdomProject(dir),
      storybookProject("@tandem/ui storybook light", "light"),
      storybookProject("@tandem/ui storybook dark", "dark"),
    ],
  },
});
