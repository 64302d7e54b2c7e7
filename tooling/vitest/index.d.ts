import type { UserProjectConfigExport, UserWorkspaceConfig } from "vitest/config";

/** Workspace packages export TypeScript source under this condition. */
export declare const SOURCE_CONDITION: "@tandem/source";
/** The time zone every test runs in (`process.env.TZ`), whatever the machine's: Portland's. */
export declare const TEST_TIME_ZONE: "America/Los_Angeles";
/** Path of the one Lingui config (packages/i18n/lingui.config.ts). */
export declare const LINGUI_CONFIG: string;
/** How browser tests start Debian's Chromium: `CHROMIUM_PATH` or /usr/bin/chromium, loopback only. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
/** Tests that run in Node, resolving workspace packages to their source. */
export declare function nodeProject(dir: string, overrides?: UserProjectConfigExport): UserWorkspaceConfig;
/** Tests that render React in jsdom (the vmThreads pool), with jest-dom matchers and Lingui's macro transform. */
export declare function jsdomProject(dir: string, overrides?: UserProjectConfigExport): UserWorkspaceConfig;
/** A package's jsdom tests as two projects: `forksFiles` (files that replace `window.location`) in the forks pool. */
export declare function jsdomProjects(
  dir: string,
  forksFiles: string[],
  overrides?: UserProjectConfigExport,
): UserWorkspaceConfig[];
