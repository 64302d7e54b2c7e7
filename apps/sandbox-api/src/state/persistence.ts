import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
  existsSync,
} from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { DATA_VERSION, type DataFile } from "./db.ts";
import { upgradeMemberships } from "./upgrade-memberships.ts";

const dataFileSchema = z.looseObject({
  version: z.literal(DATA_VERSION),
  seededAt: z.string(),
  tables: z.record(z.string(), z.array(z.looseObject({ id: z.number().int() }))),
});

/**
 * Reads and checks the data file. Returns null when there is none; throws when it cannot be read or has another
 * layout, so the caller can set it aside and reseed.
 */
export function readDataFile(file: string): DataFile | null {
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  // A file saved before memberships keeps its organisations (loaded as memberships) rather than being reseeded.
  return upgradeMemberships(dataFileSchema.parse(parsed) as unknown as DataFile);
}

function fsyncDirectory(dir: string): void {
  // Makes the rename itself durable; some file systems refuse fsync on a directory, which is harmless here.
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* not supported */
  }
}

/**
 * Writes `content` to `file` atomically: a temporary file beside it is written and fsynced, then renamed over the
 * old file (rename is atomic on POSIX), then the directory is fsynced. A crash at any point leaves either the old
 * or the new complete file, never a torn one.
 */
export function writeFileAtomic(file: string, content: string): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  const fd = openSync(temp, "w");
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  fsyncDirectory(dir);
}

/** Removes temporary files left by a process that died mid-write. */
export async function removeStaleTempFiles(file: string): Promise<void> {
  const dir = path.dirname(file);
  if (!existsSync(dir)) return;
  const prefix = `.${path.basename(file)}.`;
  const stale = (await readdir(dir)).filter((name) => name.startsWith(prefix) && name.endsWith(".tmp"));
  await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
}
