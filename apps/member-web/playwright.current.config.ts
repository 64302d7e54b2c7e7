import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// Journeys against the programme's current member API (the sandbox started with `--api-version current`): the
// features only it has (e2e/current/), and the journeys tagged @both-versions, which also run on the spec's version
// in the main suite, so one build works against either backend without a setting.
const PORT = Number(process.env.E2E_CURRENT_PORT ?? 22102);
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
const APP_DIR = process.env.E2E_APP_DIR ?? "dist";

export default defineConfig({
  ...base,
  testIgnore: ["network-faults.spec.ts"],
  outputDir: `test-results/current-${PORT}`,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: (base.projects ?? []).flatMap((project) => [
    { ...project, name: `${project.name}-current`, testMatch: "current/**/*.spec.ts" },
    { ...project, name: `${project.name}-both-versions`, testIgnore: "current/**", grep: /@both-versions/ },
  ]),
  webServer: {
    ...webServer,
    command: `node --conditions=@tandem/source ../sandbox-api/src/main.ts --port ${PORT} --quiet --memory --no-ip-rate-limits --app-dir ${APP_DIR} --api-version current`,
    url: `http://127.0.0.1:${PORT}/app/`,
  },
});
