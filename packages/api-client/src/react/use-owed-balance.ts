import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CurrentMember } from "../schemas/current-member.ts";
import type { Money } from "../schemas/money.ts";
import { ledgerQueries, vendorAccountQueries } from "./account-queries.ts";
import { ME_QUERY_KEY } from "./link-current-member.ts";
import { dashboardQueries } from "./me-queries.ts";
import { mobilityQueries } from "./mobility-queries.ts";
import { useCurrentMember } from "./use-current-member.ts";

/** What a member who owes meets (current API): the amount, and whether "Pay" can charge it. */
export interface OwedBalance {
  /** What is owed, as a positive amount. */
  owed: Money;
  /**
   * Whether a payment method usable for funding is on file (`usableForFunding`: not expired, verified): the
   * backend's `charge_balance` charges only those, so without one the member is led to add a card instead.
   */
  canPay: boolean;
}

/** What `member` owes and whether it can be paid as things stand; null when nothing is owed (or at 5dd9af6c). */
export function owedBalance(member: CurrentMember | null | undefined): OwedBalance | null {
  const balance = member?.chargeableCashBalance;
  if (!member || !balance || balance.cents >= 0) return null;
  return {
    owed: { ...balance, cents: -balance.cents },
    canPay: member.paymentInstruments.some((instrument) => instrument.usableForFunding),
  };
}

/**
 * Everything a change of what the member owes or can pay with shows or blocks (the map's vehicles, private
 * accounts, the dashboard, ledgers) is fetched again: after paying, and after adding a card, which on the current
 * API pays the balance in the same call.
 */
export function refreshAfterBalanceChange(queryClient: QueryClient): void {
  for (const queryKey of [
    mobilityQueries.keys.all,
    vendorAccountQueries.keys.all,
    dashboardQueries.keys.all,
    ledgerQueries.keys.all,
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * The signed-in member's {@link owedBalance}, read afresh once when the component shows: a cached member may be
 * up to a minute old, and "Pay $X now" must name what the charge will take.
 */
export function useOwedBalance(): OwedBalance | null {
  const queryClient = useQueryClient();
  const { data: member } = useCurrentMember();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);
  return owedBalance(member);
}
