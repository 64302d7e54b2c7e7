import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions, TEST_TIME_ZONE } from "@tandem/vitest-config";

// A second checkout (or a second build folder) can run its journeys beside this one on other values.
const PORT = Number(process.env.E2E_PORT ?? 22101);
const APP_DIR = process.env.E2E_APP_DIR ?? "dist";
// The member API version the sandbox speaks (README, "Two API versions"): the spec's, unless a config says current.
const API_VERSION = process.env.E2E_API_VERSION ?? "5dd9af6c";

// Journeys run in Debian's Chromium against the built app served by the sandbox API (same origin, /app).
export default defineConfig({
  testDir: "./e2e",
  // The network-fault suite runs on its own, with more workers: playwright.faults.config.ts; the journeys of the
  // programme's current API in e2e/current/ on a sandbox speaking it: playwright.current.config.ts.
  testIgnore: ["network-faults.spec.ts", "current/**"],
  // Per port, so two runs side by side never clear each other's traces.
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every journey (snapshots at each action) cost the 2 cores about 30% of the journeys'
    // time: 7 journeys took 101-105 s with it against 67-74 s without. A retry records one (`--trace on` for all).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // Pages show dates in the device's zone: Portland's, whatever the machine's, so no journey depends on where it runs.
    timezoneId: TEST_TIME_ZONE,
    // Each journey is a member's first visit, without the service worker, whose precaching of the whole app in
    // every new browser context cost the 2 cores about a sixth of the suite's time. The journeys about the worker
    // (offline.spec.ts, here and behind nginx) let it in.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  // Every journey's browser is 127.0.0.1: only the per-phone sign-in limits count (E-09 meets them), the
  // per-client-address ones are lifted (sandbox README, "What the sandbox trusts").
  webServer: {
    command: `node --conditions=@tandem/source ../sandbox-api/src/main.ts --port ${PORT} --quiet --memory --no-ip-rate-limits --app-dir ${APP_DIR} --api-version ${API_VERSION}`,
    url: `http://127.0.0.1:${PORT}/app/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
