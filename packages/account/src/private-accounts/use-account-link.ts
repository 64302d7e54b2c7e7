import { isApiError, pollVendorAccountMagicLink, requestVendorAccountAuth } from "@tandem/api-client";
import { useApiClient, vendorAccountQueries } from "@tandem/api-client/react";
import { useAction } from "@tandem/page-kit";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { pollForLink, type PollEnd } from "./poll-account-link.ts";

/**
 * Where linking one account stands (doc 2 §4): idle, waiting for the vendor, linked, the request or a round failed
 * in a way asking again will not mend, or the vendor did not answer in time (the member may try again).
 */
export type LinkState = { phase: "idle" } | { phase: "waiting" } | PollEnd;

/**
 * Links a private account (F-196, F-197, B-14): `make_auth_request` (sent once however often tapped), then
 * long-poll rounds of `poll_for_new_magic_link` (30 s each, the client's timeout), paced by `pollForLink`, until
 * one finds the change, a round fails for good, or ten minutes pass. Leaving the page aborts the round in flight
 * and stops. A failed auth request is `failed` with its code (E-26). Once linked, the list is refreshed (the
 * account no longer needs attention). `cancel` stops waiting: the round in flight is aborted and no other starts.
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
    void pollForLink((signal) => pollVendorAccountMagicLink(api, accountId, { signal }), stop.signal).then(
      (end) => {
        if (end === null) return;
        setState(end);
        if (end.phase === "linked")
          void queryClient.invalidateQueries({ queryKey: vendorAccountQueries.keys.all });
      },
    );
    return () => stop.abort();
  }, [waiting, api, accountId, queryClient]);

  return {
    state,
    link: () => request.submit(),
    dismiss: () => setState({ phase: "idle" }),
    cancel: () => setState({ phase: "idle" }),
  };
}
