import { jsdomProjects } from "@tandem/vitest-config";
import { defineConfig } from "vitest/config";

// The build's gate scripts (scripts/*.ts) are tested beside the app; their tests choose the Node environment.
// The stale-bundle test spies on window.location to see the reload: it runs in the forks pool.
export default defineConfig({
  test: {
    projects: jsdomProjects(import.meta.dirname, ["src/pwa/stale-bundle.test.ts"], {
      test: { include: ["scripts/**/*.test.ts"] },
    }),
  },
});
