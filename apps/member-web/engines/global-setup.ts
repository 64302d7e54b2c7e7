import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../scripts/free-port.ts";
import { waitUntil } from "./wait.ts";

// Once for the whole lane: an X display (Firefox draws WebGL on it, MiniBrowser has no headless mode) and two
// sandboxes serving the built app, one speaking the spec's API and one the current one (sandbox README, "Two API
// versions"). Every engine runs against the same two; each journey makes its own member.

export interface LaneSetup {
  display: string;
  /** Origins of the sandboxes: the spec's API (the default) and the current one. */
  spec: string;
  current: string;
  /** Where the spec sandbox listens, for the lane's own cuttable route (offline journey). */
  specPort: number;
}

declare module "vitest" {
  export interface ProvidedContext {
    lane: LaneSetup;
  }
}

const HERE = import.meta.dirname;
const APP_DIR = path.resolve(HERE, "..", process.env.E2E_APP_DIR ?? "dist");

/** The first X display number with no server on it, from :90. */
function freeDisplay(): number {
  let display = 90;
  while (existsSync(`/tmp/.X${String(display)}-lock`) || existsSync(`/tmp/.X11-unix/X${String(display)}`))
    display += 1;
  return display;
}

async function startXvfb(children: ChildProcess[]): Promise<string> {
  const display = freeDisplay();
  const xvfb = spawn("Xvfb", [`:${String(display)}`, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: "ignore",
  });
  children.push(xvfb);
  let failure: Error | null = null;
  xvfb.once("error", (error) => (failure = error));
  await waitUntil(`Xvfb on :${String(display)} (Debian's xvfb)`, () => {
    if (failure) throw failure;
    return existsSync(`/tmp/.X11-unix/X${String(display)}`);
  });
  return `:${String(display)}`;
}

async function startSandbox(children: ChildProcess[], version: string): Promise<number> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "--conditions=@tandem/source",
      path.resolve(HERE, "../../sandbox-api/src/main.ts"),
      ...["--port", String(port), "--quiet", "--memory", "--no-ip-rate-limits"],
      ...["--app-dir", APP_DIR, "--api-version", version],
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  children.push(child);
  await waitUntil(
    `the ${version} sandbox on port ${String(port)}`,
    () =>
      fetch(`http://127.0.0.1:${String(port)}/app/`).then(
        (answer) => answer.ok,
        () => false,
      ),
    30_000,
  );
  return port;
}

/** Vitest's global set-up: starts them all and returns what stops them. */
export async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(path.join(APP_DIR, "index.html")))
    throw new Error(`No built app in ${APP_DIR}: run \`pnpm build\` (or set E2E_APP_DIR).`);
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill("SIGTERM");
  };
  try {
    const [display, specPort, currentPort] = await Promise.all([
      startXvfb(children),
      startSandbox(children, "5dd9af6c"),
      startSandbox(children, "current"),
    ]);
    project.provide("lane", {
      display,
      spec: `http://127.0.0.1:${String(specPort)}`,
      current: `http://127.0.0.1:${String(currentPort)}`,
      specPort,
    });
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
