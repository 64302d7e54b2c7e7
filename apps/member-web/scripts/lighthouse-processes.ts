// The processes the Lighthouse script starts (the sandbox, Chromium), each in its own process group, all stopped when
// the script ends, however it ends.
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [];

/** Stops every process started here that is still running. */
export function stopAll() {
  for (const child of children) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Keeps `child` to be stopped with the rest. */
export function track(child: ChildProcess) {
  children.push(child);
}

/** Starts `command` in its own process group and resolves with the first match of `ready` on its output. */
export function start(command: string, args: string[], ready: RegExp, options: { cwd?: string } = {}) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    const timer = setTimeout(() => {
      reject(new Error(`${command} did not start in 60 s:\n${output}`));
    }, 60_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on("data", watch);
    child.stderr.on("data", watch);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} stopped (${String(code)}) before it was ready:\n${output}`));
    });
  });
}
