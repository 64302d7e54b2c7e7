import { defineConfig } from "vitest/config";

// The cross-engine lane (README, "Journeys in every engine"): the core journeys in Chromium, Firefox and WebKit,
// one engine after another (two cores; each engine is a browser of its own), against the built app on two sandboxes
// started once. `pnpm test:engines firefox` runs one engine.
export default defineConfig({
  test: {
    name: "engines",
    root: `${import.meta.dirname}/engines`,
    include: ["*.test.ts"],
    environment: "node",
    globalSetup: ["./global-setup.ts"],
    fileParallelism: false,
    pool: "forks",
    testTimeout: 90_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // A journey that fails is reported with what it waited for; it is not tried again.
    retry: 0,
  },
});
