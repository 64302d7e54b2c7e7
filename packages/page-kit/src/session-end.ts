import type { CurrentMemberStore } from "@tandem/api-client";

let signingOut = false;

/**
 * Says the member chose to sign out, so the member store turning null is no "session ended" (the sign-out
 * reloads the app itself). Called by the sign-out action before it calls the server.
 */
export function markSigningOut(): void {
  signingOut = true;
}

/** Forgets {@link markSigningOut}, e.g. when the sign-out call failed and the member is still signed in. */
export function clearSigningOut(): void {
  signingOut = false;
}

/**
 * Calls `onEnded` once each time a known member turns into "signed out" without the member asking (a 401 on any
 * call: the cookie expired, or they signed out elsewhere). Returns the unsubscribe function.
 * @example useEffect(() => watchSessionEnd(api.currentMember, () => navigate(paths.start())), [api]);
 */
export function watchSessionEnd(store: CurrentMemberStore, onEnded: () => void): () => void {
  let known = store.get() != null;
  return store.subscribe((member) => {
    const ended = known && member === null && !signingOut;
    known = member != null;
    if (ended) onEnded();
  });
}
