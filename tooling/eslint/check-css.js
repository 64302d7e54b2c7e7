#!/usr/bin/env node
// The CSS half of a package's lint (`eslint . && tandem-check-css`): its src/**/*.css against the browser policy.
import path from "node:path";
import { lintCss } from "./css-compat.js";

const problems = await lintCss({ files: ["src/**/*.css"], cwd: process.cwd() });
for (const line of problems) console.error(path.relative(process.cwd(), line));
if (problems.length > 0) {
  console.error(`${problems.length} CSS feature(s) some browser of the policy lacks (docs/browsers.md).`);
  process.exit(1);
}
