import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// Production serving: the built app behind nginx, configured by scripts/nginx-config.ts from the build's
// headers manifest as a programme deploys it, against the sandbox API (without its own copy of the app). The header,
// caching and offline journeys run here as they do against the sandbox.
const PORT = Number(process.env.E2E_PORT ?? 22101);
const API_PORT = Number(process.env.E2E_API_PORT ?? PORT + 1);
const APP_DIR = process.env.E2E_APP_DIR ?? "dist";
// The sandbox's controls (sign-in codes, limits) refuse whatever nginx passes on: the journeys' helpers call them at
// the sandbox's own address (e2e/sandbox-controls.ts).
process.env.E2E_SANDBOX_ORIGIN = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ["security.spec.ts", "serving.spec.ts", "offline.spec.ts"],
  outputDir: `test-results/${PORT}-nginx`,
  workers: 2,
  webServer: [
    {
      command: `node --conditions=@tandem/source ../sandbox-api/src/main.ts --port ${API_PORT} --quiet --memory --no-ip-rate-limits --app-dir=`,
      url: `http://127.0.0.1:${API_PORT}/sandbox/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node --conditions=@tandem/source scripts/nginx-serve.ts --port ${PORT} --api-port ${API_PORT} --dist ${APP_DIR}`,
      url: `http://127.0.0.1:${PORT}/app/`,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: "SIGTERM", timeout: 2_000 },
      timeout: 30_000,
    },
  ],
});
