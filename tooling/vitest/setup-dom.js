// Shared setup for jsdom tests: jest-dom matchers and a clean document after every test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy and waitFor wait up to 10 s (default 1 s): the full pipeline runs every package's tests side by side on two
// cores, beside the journeys in Chromium, and a page under test loads its chunks and answers through real promises.
// A waitFor that passes returns as soon as it passes; the ceiling only decides when a slow machine is called a failure.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
