/** A stored row: every table is keyed by an integer id. */
export interface Row {
  id: number;
}

/**
 * One table of the sandbox's state: rows in insertion order plus an id index, with ids assigned in sequence.
 * Rows are plain JSON objects so the whole state can be written to the data file as it is.
 */
export class Table<T extends Row> {
  readonly rows: T[];
  private readonly byId = new Map<number, T>();
  private nextId: number;
  private readonly inserted: ((row: T) => void)[] = [];

  constructor(rows: T[] = [], firstId = 1) {
    this.rows = rows;
    for (const row of rows) this.byId.set(row.id, row);
    this.nextId = Math.max(firstId, ...rows.map((row) => row.id + 1));
  }

  /** The row with this id, if any. */
  get(id: number): T | undefined {
    return this.byId.get(id);
  }

  /** Adds a row with the next id and returns it. */
  insert(values: Omit<T, "id">): T {
    const row = { id: this.nextId++, ...values } as T;
    this.rows.push(row);
    this.byId.set(row.id, row);
    for (const listener of this.inserted) listener(row);
    return row;
  }

  /** Rows matching `predicate`, in insertion order. */
  where(predicate: (row: T) => boolean): T[] {
    return this.rows.filter(predicate);
  }

  /** The first row matching `predicate`. */
  find(predicate: (row: T) => boolean): T | undefined {
    return this.rows.find(predicate);
  }

  /** Removes the rows matching `predicate` (used to trim the outbox and expired codes). */
  removeWhere(predicate: (row: T) => boolean): void {
    for (let index = this.rows.length - 1; index >= 0; index -= 1) {
      const row = this.rows[index];
      if (row && predicate(row)) {
        this.rows.splice(index, 1);
        this.byId.delete(row.id);
      }
    }
  }

  /** Calls `listener` with every row inserted from now on (secondary indexes). */
  onInsert(listener: (row: T) => void): void {
    this.inserted.push(listener);
  }
}
