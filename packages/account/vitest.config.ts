import { jsdomProjects } from "@tandem/vitest-config";
import { defineConfig } from "vitest/config";

// The start page's E-08 test spies on window.location to see the reload: it runs in the forks pool.
export default defineConfig({
  test: { projects: jsdomProjects(import.meta.dirname, ["src/sign-in/start-page.test.tsx"]) },
});
