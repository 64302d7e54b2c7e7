import { balanceMutations } from "@tandem/api-client/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/** The reason a balance below zero blocks a ride: the one paying it lifts. */
export const CASH_BALANCE = "usage_prohibited_cash_balance";

/**
 * Calls `onPaid` each time paying what the member owes (`balanceMutations.pay`) succeeds anywhere on the
 * page: the map's vehicle detail is a one-off read held by the drawer, not a watched query, so it is asked again
 * by hand to unblock the ride without a reload.
 */
export function useAfterBalancePaid(onPaid: () => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onPaid);
  latest.current = onPaid;
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        if (event.mutation.options.mutationKey?.[0] === balanceMutations.keys.all[0]) latest.current();
      }),
    [queryClient],
  );
}
