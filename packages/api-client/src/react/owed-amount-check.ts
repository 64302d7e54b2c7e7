import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getMe } from "../endpoints/me.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import type { Money } from "../schemas/money.ts";
import { ME_QUERY_KEY } from "./link-current-member.ts";
import { owedBalance } from "./use-owed-balance.ts";

/**
 * "Pay $X now" was tapped but the server's balance, read right before charging, is another amount: nothing was
 * charged, and the member read then shows the amount there is to confirm.
 */
export class OwedAmountChanged extends Error {
  override readonly name = "OwedAmountChanged";
  /** What the member owes now, as a positive amount. */
  readonly owed: Money;

  constructor(owed: Money) {
    super("The amount owed changed before it was charged");
    this.owed = owed;
  }
}

/**
 * The backend's `charge_balance` takes no amount: it charges whatever the cash ledger owes when it runs. A page open
 * for minutes may show an old amount (a ride ended since, a refund), so the member is read right before charging,
 * and the charge goes ahead only when it owes `shown`, the amount the member confirmed (null is answered). When it
 * owes nothing any more, that member is the answer, with nothing charged. Otherwise the fresh member replaces the
 * cached one, so the page names the new amount, and {@link OwedAmountChanged} is thrown.
 */
export async function confirmOwedAmount(
  client: ApiClient,
  queryClient: QueryClient,
  shown: Money,
): Promise<CurrentMember | null> {
  const member = await getMe(client);
  const owed = owedBalance(member)?.owed;
  if (!owed) return member;
  if (owed.cents === shown.cents && owed.currency === shown.currency) return null;
  queryClient.setQueryData(ME_QUERY_KEY, member);
  throw new OwedAmountChanged(owed);
}
