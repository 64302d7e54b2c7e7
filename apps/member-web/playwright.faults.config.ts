import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// The network-fault suite (e2e/network-faults.spec.ts): its journeys mostly wait on slow, hanging or failing
// calls, each on a sandbox of its own, so more of them run at once than the other journeys do.
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: "network-faults.spec.ts",
  workers: 5,
  reporter: [...(Array.isArray(base.reporter) ? base.reporter : []), ["./e2e/network-faults-reporter.ts"]],
});
