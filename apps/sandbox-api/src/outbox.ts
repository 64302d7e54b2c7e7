// The SMS outbox: sign-in codes are "sent" here instead of to a phone, so a person or a test can read them at
// GET /sandbox/outbox or on the /sandbox/ page.
import type { Store } from "./state/store.ts";
import type { OutboxRecord } from "./state/records.ts";
import { formatPhone } from "./domain/members.ts";

/** Messages kept; older ones are dropped. */
export const OUTBOX_LIMIT = 500;

/** Sends and lists outbox messages (stored with the rest of the state, so they survive a restart). */
export class Outbox {
  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  /** "Sends" an SMS to a normalised phone. */
  send(phone: string, body: string, code: string | null, at: string): OutboxRecord {
    return this.store.write((db) => {
      const message = db.t.outbox.insert({ to: formatPhone(phone), body, code, at });
      const excess = db.t.outbox.rows.length - OUTBOX_LIMIT;
      if (excess > 0) {
        const cutoff = db.t.outbox.rows[excess - 1]?.id ?? 0;
        db.t.outbox.removeWhere((row) => row.id <= cutoff);
      }
      return message;
    });
  }

  /** Messages newest first, optionally only those to one phone (any format). */
  list(phoneDigits?: string): OutboxRecord[] {
    const wanted = phoneDigits?.replace(/\D/g, "").slice(-10);
    const rows = this.store.db.t.outbox.rows.filter(
      (row) => !wanted || row.to.replace(/\D/g, "").endsWith(wanted),
    );
    return [...rows].reverse();
  }

  /** The latest sign-in code sent to a phone, if any. */
  latestCode(phoneDigits: string): string | null {
    return this.list(phoneDigits).find((row) => row.code !== null)?.code ?? null;
  }
}
