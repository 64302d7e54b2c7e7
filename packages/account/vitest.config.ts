import { jsdomProjects } from "@tandem/vitest-config";
import { defineConfig } from "vitest/config";

// The start page's E-08 test and the sign-out's spy on window.location to see the reload: they run in the forks pool.
export default defineConfig({
  test: {
    projects: jsdomProjects(import.meta.dirname, [
      "src/sign-in/start-page.test.tsx",
      "src/sign-in/sign-out-button.test.tsx",
    ]),
  },
});
