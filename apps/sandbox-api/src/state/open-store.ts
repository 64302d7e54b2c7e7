import { existsSync, renameSync } from "node:fs";
import { seedData } from "../seed/seed.ts";
import { readDataFile, removeStaleTempFiles } from "./persistence.ts";
import { Store } from "./store.ts";

export interface OpenStoreOptions {
  /** The data file; null keeps state in memory only (`--memory`). */
  file: string | null;
  /** Reseed even when the file exists (`--reset`). */
  reset?: boolean;
  log?: (line: string) => void;
  nowMs?: number;
}

/**
 * Opens the sandbox's state: the data file when there is a readable one, otherwise a fresh seed (written at once).
 * A file that cannot be read (another layout, or damaged by hand) is kept aside as `<file>.unreadable-<time>`.
 */
export function openStore(options: OpenStoreOptions): Store {
  const { file, log } = options;
  const nowMs = options.nowMs ?? Date.now();
  if (file === null) return new Store(seedData(nowMs));
  void removeStaleTempFiles(file);
  if (!options.reset) {
    try {
      const data = readDataFile(file);
      if (data) {
        log?.(`Loaded sandbox data from ${file} (seeded ${data.seededAt})`);
        return new Store(data, { file });
      }
    } catch (error) {
      const aside = `${file}.unreadable-${nowMs}`;
      if (existsSync(file)) renameSync(file, aside);
      log?.(`Could not read ${file} (${String(error)}); kept it as ${aside} and reseeded`);
    }
  }
  const store = new Store(seedData(nowMs), { file });
  store.flush();
  log?.(`Seeded fresh sandbox data into ${file}`);
  return store;
}
