// Shared setup for jsdom tests: jest-dom matchers and a clean document after every test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy and waitFor wait up to 5 s (default 1 s): the full pipeline runs every package's tests side by side on two
// cores, and a page under test loads its chunks and answers through real promises.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
