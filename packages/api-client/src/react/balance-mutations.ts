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

/** The member as the server has them now (`GET /me`, `delaysMs` apart until one answers), or the last failure. */
async function lookAtMember(
  client: ApiClient,
  delaysMs: readonly number[],
): Promise<{ member: CurrentMember } | { failure: unknown }> {
  let failure: unknown = new Error("no look was made");
  for (const delay of delaysMs) {
    await pause(delay);
    try {
      return { member: await getMe(client) };
    } catch (error) {
      failure = error;
    }
  }
  return { failure };
}

async function payOnce(client: ApiClient, delaysMs: readonly number[]): Promise<CurrentMember> {
  if (unsettled.has(client)) {
    const look = await lookAtMember(client, [0]);
    if ("failure" in look) throw look.failure;
    unsettled.delete(client);
    if (!look.member.chargeableCashBalance) return look.member;
  }
  try {
    return await chargeBalance(client);
  } catch (error) {
    if (!isLostAnswer(error)) throw error;
    const look = await lookAtMember(client, delaysMs);
    if ("failure" in look) {
      unsettled.add(client);
      throw error;
    }
    if (!look.member.chargeableCashBalance) return look.member;
    throw error;
  }
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
   * more, that member is the answer.
   * @example const pay = useAction(balanceMutations.pay(apiClient, queryClient)); pay.submit();
   */
  pay: (client: ApiClient, queryClient: QueryClient, lookDelaysMs: readonly number[] = LOOK_DELAYS_MS) =>
    mutationOptions<CurrentMember, unknown, void>({
      mutationKey: [...balanceMutations.keys.all, "pay"] as const,
      // The cache is changed inside the call, so a page's own onSuccess cannot drop it.
      mutationFn: async () => {
        const member = await payOnce(client, lookDelaysMs);
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
    }),
};
