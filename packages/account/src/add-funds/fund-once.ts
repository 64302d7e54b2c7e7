import {
  createFunding,
  getLedgersOverview,
  isApiError,
  type ApiClient,
  type FundingCreation,
} from "@tandem/api-client";
import type { LedgerLine, Money } from "@tandem/api-client/schemas";
import { LOOK_DELAYS_MS, lookAfterLostAnswer } from "@tandem/page-kit";

// Answers that say for certain no funding was made: the request, the instrument, the member's state.
const NOT_FUNDED = new Set([
  "validation_error",
  "resource_not_found",
  "unauthenticated",
  "forbidden",
  "too_many_requests",
]);

/**
 * Whether a failed add-funds may still have made the funding: a timeout or lost answer, a gateway's 502/503/504, and
 * any 500. The backend answers a failed collection 500 `api_error` (contract §5.3), but its catch-all answers so too
 * for a failure after the funding was saved (payments.rb: the member header, the answer itself), so a 500 is looked
 * for like a lost answer.
 */
export function mayHaveFunded(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return !NOT_FUNDED.has(error.code) && !error.code.startsWith("read_only");
}

/**
 * The backend's own 500 (its envelope's `api_error`), not a proxy's error page: once a look at the ledgers answers
 * without the funding, nothing was added, since a funding writes its balance line as it is saved
 * (FundingTransaction's `before_create`).
 */
function isBackendRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 500 && error.serverCode === "api_error";
}

/** Add-funds whose answers were lost: what was asked for, and the balance's lines before the first was sent. */
export interface UnsettledFunding {
  asked: readonly FundingCreation[];
  linesBefore: ReadonlySet<number>;
}

/** What became of an add-funds: the amount added, and whether it is an earlier tap's, found after its answer was lost. */
export interface FundingOutcome {
  amount: Money;
  foundEarlier: boolean;
  /**
   * The funding is `created`, not yet `collecting`: a bank debit started outside the ACH schedule (the backend's
   * weekdays 9–15 New York) is asked of the bank when that next opens. Known only from the answer itself.
   */
  waitsForBank?: boolean;
}

/** An add-funds whose answer was lost and whose funding could not be found: the next tap looks for it first. */
export class FundingUnconfirmed extends Error {
  override readonly name = "FundingUnconfirmed";
  readonly unsettled: UnsettledFunding;
  readonly amount: Money;

  constructor(unsettled: UnsettledFunding, amount: Money, cause: unknown) {
    super("The add-funds answer was lost and no funding was found", { cause });
    this.unsettled = unsettled;
    this.amount = amount;
  }
}

async function recentLines(client: ApiClient): Promise<readonly LedgerLine[]> {
  return (await getLedgersOverview(client)).recentLines;
}

/** A funding line that was not there before and adds one of the amounts asked for, if the ledgers show one. */
async function findFunding(client: ApiClient, unsettled: UnsettledFunding): Promise<Money | null> {
  const amounts = new Set(unsettled.asked.map((each) => each.amount.cents));
  const line = (await recentLines(client)).find(
    (each) =>
      !unsettled.linesBefore.has(each.id) &&
      amounts.has(each.amount.cents) &&
      each.usageDetails.some((usage) => usage.code === "funding"),
  );
  return line ? line.amount : null;
}

/**
 * Adds funds (F-169, A-49) so that a lost answer never makes a second funding: the balance's recent lines are read
 * before anything is sent; when the answer is lost or refused in a way that does not say the funding failed, the
 * lines are read again (`checkDelaysMs` apart) for the new funding, and if none shows, {@link FundingUnconfirmed}
 * carries what was asked; the backend's own 500 is looked for once, and with nothing found is thrown as it is.
 * Given that (`unsettled`, a tap again), the lines are looked at first and nothing is sent when the earlier funding
 * went through. A refusal that says nothing was added is thrown as it is.
 */
export async function fundOnce(
  client: ApiClient,
  funding: FundingCreation,
  unsettled: UnsettledFunding | null,
  checkDelaysMs: readonly number[] = LOOK_DELAYS_MS,
): Promise<FundingOutcome> {
  if (unsettled) {
    const earlier = await findFunding(client, unsettled);
    if (earlier) return { amount: earlier, foundEarlier: true };
  }
  const linesBefore = unsettled?.linesBefore ?? new Set((await recentLines(client)).map((line) => line.id));
  try {
    const made = await createFunding(client, funding);
    return { amount: made.amount, foundEarlier: false, waitsForBank: made.status === "created" };
  } catch (error) {
    if (!mayHaveFunded(error)) throw error;
    const pending = { asked: [...(unsettled?.asked ?? []), funding], linesBefore };
    if (isBackendRefusal(error)) {
      const found = await findFunding(client, pending).catch(() => undefined);
      if (found) return { amount: found, foundEarlier: false };
      if (found === null) throw error;
      throw new FundingUnconfirmed(pending, funding.amount, error);
    }
    const found = await lookAfterLostAnswer(() => findFunding(client, pending), checkDelaysMs);
    if (found) return { amount: found, foundEarlier: false };
    throw new FundingUnconfirmed(pending, funding.amount, error);
  }
}
