import { jsdomProject } from "@tandem/vitest-config";

// The build's gate scripts (scripts/*.ts) are tested beside the app; their tests choose the Node environment.
export default jsdomProject(import.meta.dirname, {
  test: { include: ["scripts/**/*.test.ts"] },
});
