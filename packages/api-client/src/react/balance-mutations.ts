import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getMe } from "../endpoints/me.ts";
import { chargeBalance } from "../endpoints/payments.ts";
import { isApiError } from "../errors.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import { ledgerQueries, vendorAccountQueries } from "./account-queries.ts";
import { ME_QUERY_KEY } from "./link-current-member.ts";
import { dashboardQueries } from "./me-queries.ts";
import { mobilityQueries } from "./mobility-queries.ts";

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

// The third argument was the look delays alone before it took options.
const isDelays = (options: PayBalanceOptions | readonly number[]): options is readonly number[] =>
  Array.isArray(options);

/**
 * A look after a lost answer: the member when the balance is paid, null while it is still owed. By default the
 * member (`GET /me`) owes nothing any more.
 */
type Look = (client: ApiClient) => Promise<CurrentMember | null>;

const lookAtMember: Look = async (client) => {
  const member = await getMe(client);
  return member.chargeableCashBalance ? null : member;
};

/** A look at `isPaid` first; once it says paid, the member is read for the answer. */
const lookAt =
  (isPaid: (client: ApiClient) => Promise<boolean>): Look =>
  async (client) =>
    (await isPaid(client)) ? getMe(client) : null;

/** What the first look that answers finds (`delaysMs` apart until one does), or the last failure. */
async function lookUntilAnswered(
  client: ApiClient,
  look: Look,
  delaysMs: readonly number[],
): Promise<{ paid: CurrentMember | null } | { failure: unknown }> {
  let failure: unknown = new Error("no look was made");
  for (const delay of delaysMs) {
    await pause(delay);
    try {
      return { paid: await look(client) };
    } catch (error) {
      failure = error;
    }
  }
  return { failure };
}

async function payOnce(client: ApiClient, look: Look, delaysMs: readonly number[]): Promise<CurrentMember> {
  if (unsettled.has(client)) {
    const found = await lookUntilAnswered(client, look, [0]);
    if ("failure" in found) throw found.failure;
    unsettled.delete(client);
    if (found.paid) return found.paid;
  }
  try {
    return await chargeBalance(client);
  } catch (error) {
    if (!isLostAnswer(error)) throw error;
    const found = await lookUntilAnswered(client, look, delaysMs);
    if ("failure" in found) {
      unsettled.add(client);
      throw error;
    }
    if (found.paid) return found.paid;
    throw error;
  }
}

/** How {@link balanceMutations}.pay looks at what the server did after a lost answer. */
export interface PayBalanceOptions {
  /** When to look: at once, then 1.5 s and 3 s later unless given. */
  lookDelaysMs?: readonly number[];
  /**
   * Where to look instead of the member: resolves true once the charge has gone through (a private account's
   * `process` no longer asking for the balance, say). The member is then read (`GET /me`) for the answer.
   */
  isPaid?: (client: ApiClient) => Promise<boolean>;
}

/** Mutation options for paying what the member owes, keyed ["balance", …]. */
export const balanceMutations = {
  /** Keys only; every other member returns mutation options. */
  keys: { all: ["balance"] as const },
  /**
   * `POST /payments/charge_balance` (HEAD only, issue 23): charges the negative cash balance to the default
   * instrument. The member it answers with replaces the cached one, and everything the debt blocked (the map's
   * vehicles, private accounts) or showed (dashboard, ledgers) is fetched again, so nothing needs a reload. A lost
   * answer is followed by a look at the member (`GET /me`) before anything is sent again: when nothing is owed any
   * more, that member is the answer. `options` (or the look delays alone, as before) say when and where to look.
   * @example const pay = useAction(balanceMutations.pay(apiClient, queryClient)); pay.submit();
   */
  pay: (client: ApiClient, queryClient: QueryClient, options: PayBalanceOptions | readonly number[] = {}) => {
    const { lookDelaysMs = LOOK_DELAYS_MS, isPaid } = isDelays(options) ? { lookDelaysMs: options } : options;
    const look = isPaid ? lookAt(isPaid) : lookAtMember;
    return mutationOptions<CurrentMember, unknown, void>({
      mutationKey: [...balanceMutations.keys.all, "pay"] as const,
      // The cache is changed inside the call, so a page's own onSuccess cannot drop it.
      mutationFn: async () => {
        const member = await payOnce(client, look, lookDelaysMs);
        queryClient.setQueryData(ME_QUERY_KEY, member);
        for (const queryKey of [
          mobilityQueries.keys.all,
          vendorAccountQueries.keys.all,
          dashboardQueries.keys.all,
          ledgerQueries.keys.all,
        ])
          void queryClient.invalidateQueries({ queryKey });
        return member;
      },
    });
  },
};
