import { isApiError, pollVendorAccountMagicLink, requestVendorAccountAuth } from "@tandem/api-client";
import { useApiClient, vendorAccountQueries } from "@tandem/api-client/react";
import { useAction } from "@tandem/page-kit";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/** Where linking one account stands (doc 2 §4): idle, waiting for the vendor, linked, or the request failed. */
export type LinkState =
  | { phase: "idle" }
  | { phase: "waiting" }
  | { phase: "linked"; successInstructions: string }
  | { phase: "failed"; code: string };

// After a round that failed quickly (not a timeout), wait a little before the next, so a down server is not hammered.
const RETRY_PAUSE_MS = 2000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Links a private account (F-196, F-197, B-14): `make_auth_request` (sent once however often tapped), then
 * long-poll rounds of `poll_for_new_magic_link` (30 s each, the client's timeout) until one finds the change. A
 * failed or timed-out round starts another; leaving the page aborts the round in flight and stops. A failed auth
 * request is `failed` with its code (E-26). Once linked, the list is refreshed (the account no longer needs
 * attention). `cancel` stops waiting: the round in flight is aborted and no other starts.
 */
export function useAccountLink(accountId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LinkState>({ phase: "idle" });
  const request = useAction({
    mutationFn: () => requestVendorAccountAuth(api, accountId),
    onMutate: () => setState({ phase: "waiting" }),
    onError: (error) =>
      setState({ phase: "failed", code: isApiError(error) ? error.code : "unhandled_error" }),
  });
  const waiting = state.phase === "waiting" && !request.isPending && request.error === null;

  useEffect(() => {
    if (!waiting) return;
    const stop = new AbortController();
    const { signal } = stop;
    void (async () => {
      while (!signal.aborted) {
        const started = Date.now();
        try {
          const round = await pollVendorAccountMagicLink(api, accountId, { signal });
          if (round.foundChange) {
            setState({ phase: "linked", successInstructions: round.successInstructions });
            void queryClient.invalidateQueries({ queryKey: vendorAccountQueries.keys.all });
            return;
          }
        } catch {
          if (signal.aborted) return;
          // A round that timed out (the 30 s hold) goes straight on; a quick failure after a short pause.
          if (Date.now() - started < RETRY_PAUSE_MS * 5) await pause(RETRY_PAUSE_MS, signal);
        }
      }
    })();
    return () => stop.abort();
  }, [waiting, api, accountId, queryClient]);

  return {
    state,
    link: () => request.submit(),
    dismiss: () => setState({ phase: "idle" }),
    cancel: () => setState({ phase: "idle" }),
  };
}
