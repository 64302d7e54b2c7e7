// Starts the real sandbox process on a data file and a free port, for the crash test and the bench.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const MAIN = path.resolve(import.meta.dirname, "../src/main.ts");

/** A running sandbox process and where it listens. */
export interface SpawnedSandbox {
  child: ChildProcess;
  origin: string;
}

/**
 * Spawns `src/main.ts` on `dataFile` (port 0, quiet, no app) with `extraArgs`, and resolves once it prints the
 * address it listens on; rejects if the process exits first.
 */
export function spawnSandbox(dataFile: string, extraArgs: readonly string[] = []): Promise<SpawnedSandbox> {
  const args = ["--conditions=@tandem/source", MAIN, "--port", "0", "--data-file", dataFile, "--quiet"];
  const child = spawn(process.execPath, [...args, "--app-dir", "/nonexistent", ...extraArgs], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/127\.0\.0\.1:(\d+)\/api\/v1/.exec(output)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}` });
    });
    child.on("exit", (code) => reject(new Error(`sandbox exited early (${code}): ${output}`)));
  });
}
