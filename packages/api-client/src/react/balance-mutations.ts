import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getMe } from "../endpoints/me.ts";
import { chargeBalance } from "../endpoints/payments.ts";
import { isApiError } from "../errors.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import type { Money } from "../schemas/money.ts";
import { ME_QUERY_KEY } from "./link-current-member.ts";
import { confirmOwedAmount } from "./owed-amount-check.ts";
import { owedBalance, refreshAfterBalanceChange } from "./use-owed-balance.ts";

/** When to look at the member after a lost answer: at once, then 1.5 s and 3 s later. */
const LOOK_DELAYS_MS: readonly number[] = [0, 1500, 3000];

// Clients whose last charge lost its answer and whose member could not be read since: the next tap looks first.
const unsettled = new WeakSet<ApiClient>();

/** No answer came (offline, timeout, dropped connection) or a gateway answered: the charge may have gone through. */
function isLostAnswer(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === null || error.status === 502 || error.status === 503 || error.status === 504;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the first look that answers finds (`delaysMs` apart until one does): the member when the balance is paid,
 * null while it is owed; or the last failure. The look is at the member (`GET /me`), who owes nothing any more once
 * paid; with `isPaid`, at what it reads first too, and the member must then owe nothing as well.
 */
async function lookUntilAnswered(
  client: ApiClient,
  delaysMs: readonly number[],
  isPaid: PayBalanceOptions["isPaid"],
): Promise<{ paid: CurrentMember | null } | { failure: unknown }> {
  let failure: unknown = new Error("no look was made");
  for (const delay of delaysMs) {
    await pause(delay);
    try {
      if (isPaid && !(await isPaid(client))) return { paid: null };
      const member = await getMe(client);
      // Paid only when the member owes nothing: an account's setup stops asking for the balance (the backend's
      // `balance_payoff_needed`) also when no payment method is left to charge, while the debt stands.
      return { paid: owedBalance(member) === null ? member : null };
    } catch (error) {
      failure = error;
    }
  }
  return { failure };
}

async function payOnce(
  client: ApiClient,
  delaysMs: readonly number[],
  isPaid: PayBalanceOptions["isPaid"],
  beforeCharge: () => Promise<CurrentMember | null>,
): Promise<CurrentMember> {
  if (unsettled.has(client)) {
    const found = await lookUntilAnswered(client, [0], isPaid);
    if ("failure" in found) throw found.failure;
    unsettled.delete(client);
    if (found.paid) return found.paid;
  }
  // Nothing owed any more by the time of the tap: that member is the answer, nothing charged.
  const settled = await beforeCharge();
  if (settled) return settled;
  try {
    return await chargeBalance(client);
  } catch (error) {
    if (!isLostAnswer(error)) throw error;
    const found = await lookUntilAnswered(client, delaysMs, isPaid);
    if ("failure" in found) {
      unsettled.add(client);
      throw error;
    }
    if (found.paid) return found.paid;
    throw error;
  }
}

/** Where {@link balanceMutations}.pay looks after a lost answer, when not at the member alone. */
export interface PayBalanceOptions {
  /**
   * Resolves true once the charge has gone through (a private account's `process` no longer asking for the
   * balance, say); the member is then read (`GET /me`) for the answer.
   */
  isPaid?: ((client: ApiClient) => Promise<boolean>) | undefined;
}

/** Mutation options for paying what the member owes, keyed ["balance", …]. */
export const balanceMutations = {
  /** Keys only; every other member returns mutation options. */
  keys: { all: ["balance"] as const },
  /**
   * `POST /payments/charge_balance` (HEAD only): charges the negative cash balance to the default
   * instrument. The member it answers with replaces the cached one, and everything the debt blocked (the map's
   * vehicles, private accounts) or showed (dashboard, ledgers) is fetched again, so nothing needs a reload. A lost
   * answer is followed by a look at the member (`GET /me`) before anything is sent again: when nothing is owed any
   * more, that member is the answer; `options.isPaid` says where to look first instead. Given the amount the member
   * confirmed ("Pay $X now"), the member is read right before charging and nothing is charged unless that is what
   * is owed (`OwedAmountChanged`, the cached member replaced so the page names the new amount).
   * @example const pay = useAction(balanceMutations.pay(apiClient, queryClient)); pay.submit(owing.owed);
   */
  pay: (
    client: ApiClient,
    queryClient: QueryClient,
    lookDelaysMs: readonly number[] = LOOK_DELAYS_MS,
    { isPaid }: PayBalanceOptions = {},
  ) =>
    mutationOptions<CurrentMember, unknown, Money | void>({
      mutationKey: [...balanceMutations.keys.all, "pay"] as const,
      // The cache is changed inside the call, so a page's own onSuccess cannot drop it.
      mutationFn: async (shown: Money | void) => {
        const check = async () => (shown ? confirmOwedAmount(client, queryClient, shown) : null);
        const member = await payOnce(client, lookDelaysMs, isPaid, check);
        queryClient.setQueryData(ME_QUERY_KEY, member);
        refreshAfterBalanceChange(queryClient);
        return member;
      },
    }),
};
