import type { CurrentMember } from "./schemas/current-member.ts";

/** `undefined` until first known, `null` when signed out, else the member. */
export type CurrentMemberState = CurrentMember | null | undefined;

/**
 * The current member as a tiny framework-free store (architecture.md, "Data and state"): kept fresh from
 * `GET /me`, member-returning answers and the `Suma-Current-Member` header. React reads it through
 * `@tandem/api-client/react`.
 */
export interface CurrentMemberStore {
  /** The member, `null` when signed out, `undefined` before the first answer. */
  get(): CurrentMemberState;
  /** Replaces the member and tells every listener (no call when the value is the same object). */
  set(member: CurrentMember | null): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (member: CurrentMemberState) => void): () => void;
}

/**
 * Creates an empty {@link CurrentMemberStore}.
 * @example const store = createCurrentMemberStore(); store.subscribe((m) => console.log(m?.name));
 */
export function createCurrentMemberStore(initial?: CurrentMember | null): CurrentMemberStore {
  let member: CurrentMemberState = initial;
  const listeners = new Set<(member: CurrentMemberState) => void>();
  return {
    get: () => member,
    set(next) {
      if (next === member) return;
      member = next;
      for (const listener of [...listeners]) listener(member);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
