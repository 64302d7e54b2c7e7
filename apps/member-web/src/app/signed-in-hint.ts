import type { ApiClient } from "@tandem/api-client";
import { linkCurrentMemberQuery, ME_QUERY_KEY, meQueries } from "@tandem/api-client/react";
import type { CurrentMember } from "@tandem/api-client/schemas";
import { readStored, writeStored } from "@tandem/page-kit";
import type { QueryClient } from "@tanstack/react-query";

/**
 * The local-storage key of the "signed in" hint: `true` once this browser saw a member (a sign-in, any member
 * answer), `false` once `GET /me` answered 401, absent when nobody knows (a first visit, after a sign-out wiped
 * storage, or storage that throws). `public/boot.js` reads the same key before the first paint.
 */
export const SIGNED_IN_STORAGE_KEY = "signed-in";

/** What the hint says: a member was signed in here, a visitor was, or nothing is known. */
export type SignedInHint = "member" | "visitor" | "unknown";

/** Reads the hint (F-020: unreadable storage reads as "unknown"). */
export function readSignedInHint(): SignedInHint {
  const stored = readStored<unknown>("local", SIGNED_IN_STORAGE_KEY, null);
  return stored === true ? "member" : stored === false ? "visitor" : "unknown";
}

const remember = (signedIn: boolean) => writeStored("local", SIGNED_IN_STORAGE_KEY, signedIn);

// Query clients whose ["me"] holds an assumed visitor (null nobody asked the server for).
const assumed = new WeakSet<QueryClient>();

/**
 * Keeps the hint up to date for the app's whole life: any member the client learns (a code check, `GET /me`, a
 * member header, A-12) sets it; a `GET /me` answered 401, a sign-out or a session ending mid-visit set "visitor".
 * Returns the unsubscribe function.
 */
export function followSignedIn(queryClient: QueryClient, apiClient: ApiClient): () => void {
  linkCurrentMemberQuery(queryClient, apiClient);
  let known = apiClient.currentMember.get() != null;
  const stopStore = apiClient.currentMember.subscribe((member) => {
    if (member) remember(true);
    else if (member === null && known) remember(false);
    known = member != null;
  });
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey as readonly unknown[];
    if (event.type !== "updated" || event.action.type !== "success" || key[0] !== ME_QUERY_KEY[0]) return;
    // setQueryData (an assumed visitor, or a member pushed from the store) is manual; only answers count here.
    if (event.action.manual) return;
    assumed.delete(queryClient);
    const member = event.query.state.data as CurrentMember | null | undefined;
    if (member === null) remember(false);
    else if (member) remember(true);
  });
  return () => {
    stopStore();
    stopCache();
  };
}

/**
 * Takes a page's visitor as signed out without asking the server (no `GET /me` answered 401 on the public pages'
 * first load): the ["me"] query holds null, so the top bar and the language switch ask nothing either.
 */
export function assumeVisitor(queryClient: QueryClient): void {
  assumed.add(queryClient);
  queryClient.setQueryData(ME_QUERY_KEY, null);
}

/**
 * The public pages' guard (contact list, regain access, legal pages, public preferences, the error page, the
 * styleguide): they need no member, so a visitor whose browser never saw a member sign in is taken as one and
 * nothing asks `GET /me` (no 401 in the console); with the hint saying a member signed in here, the top bar asks
 * as before and shows their menu.
 */
export function guardPublic(queryClient: QueryClient): void {
  if (queryClient.getQueryData(ME_QUERY_KEY) === undefined && readSignedInHint() !== "member") {
    assumeVisitor(queryClient);
  }
}

/**
 * The current member for a guard. `mayAssume` (the signed-out pages: welcome, start, code): when nothing is known
 * yet in this visit and the hint does not say a member was signed in here, the visitor is assumed, not asked
 * for. Afterwards, an assumed visitor is asked for for real as soon as it matters: on a member page, or on a
 * signed-out page when the hint is not "visitor" (the welcome's Continue finds a session this browser never
 * saw start, such as one from before the hint existed). Every other case reads `GET /me` as before (F-041).
 */
export async function guardMember(
  queryClient: QueryClient,
  apiClient: ApiClient,
  mayAssume: boolean,
): Promise<CurrentMember | null> {
  const query = meQueries.current(apiClient);
  const hint = readSignedInHint();
  if (queryClient.getQueryData(ME_QUERY_KEY) === undefined) {
    if (mayAssume && hint !== "member") {
      assumeVisitor(queryClient);
      return null;
    }
  } else if (assumed.has(queryClient) && (!mayAssume || hint !== "visitor")) {
    assumed.delete(queryClient);
    return queryClient.fetchQuery({ ...query, staleTime: 0 });
  }
  return queryClient.ensureQueryData(query);
}
