import { Db, type DataFile } from "./db.ts";
import { writeFileAtomic } from "./persistence.ts";

/** Where and how often the state is saved; no file means memory only (`--memory`). */
export interface StoreOptions {
  file?: string | null;
  /** Writes are coalesced: at most one per this many ms (default 100). */
  debounceMs?: number;
}

/**
 * Holds the state and saves it. Handlers change `db` synchronously inside {@link Store.write}; Node runs one
 * handler at a time, so a write never interleaves with another. Saving is coalesced behind a short debounce and
 * always writes the whole state atomically (see writeFileAtomic).
 */
export class Store {
  db: Db;
  private readonly file: string | null;
  private readonly debounceMs: number;
  private timer: NodeJS.Timeout | null = null;
  private writes = 0;

  constructor(data: DataFile, options: StoreOptions = {}) {
    this.db = new Db(data);
    this.file = options.file ?? null;
    this.debounceMs = options.debounceMs ?? 100;
  }

  /** Runs a change and schedules a save. */
  write<T>(change: (db: Db) => T): T {
    const result = change(this.db);
    this.schedule();
    return result;
  }

  /** Replaces the whole state (reseed from /sandbox) and saves it. */
  replace(data: DataFile): void {
    this.db = new Db(data);
    this.schedule();
  }

  /** How many times the file has been written (tests). */
  get saveCount(): number {
    return this.writes;
  }

  /** Writes any pending change now (shutdown). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.save();
  }

  private schedule(): void {
    if (this.file === null || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.save();
    }, this.debounceMs);
    this.timer.unref();
  }

  private save(): void {
    if (this.file === null) return;
    writeFileAtomic(this.file, JSON.stringify(this.db.toData()));
    this.writes += 1;
  }
}
