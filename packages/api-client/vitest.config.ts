import { nodeProject } from "@tandem/vitest-config";

// Node by default (the client, schemas and a real local HTTP server); the React bindings' hook tests (.tsx) opt
// into jsdom with a `@vitest-environment` comment.
export default nodeProject(import.meta.dirname, { test: { include: ["src/**/*.test.tsx"] } });
