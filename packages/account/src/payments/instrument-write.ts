import { getMe, isApiError, type ApiClient } from "@tandem/api-client";
import type { PaymentInstrument, PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { LOOK_DELAYS_MS, lookAfterLostAnswer } from "@tandem/page-kit";

/**
 * Whether a failed write may still have been applied: no answer came (a timeout, a lost connection) or a gateway
 * answered for the server (502, 503, 504). Any other answer is the server's own, and says what it did.
 */
export function mayHaveApplied(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === null || error.status === 502 || error.status === 503 || error.status === 504;
}

/** How to recognise the instrument a lost link would have made: not among `before`, and matching. */
export interface InstrumentLookout {
  before: ReadonlySet<number>;
  matches: (instrument: PaymentInstrument) => boolean;
}

/** A link whose answer was lost and whose instrument could not be found: the next tap looks for it first. */
export class LinkUnconfirmed extends Error {
  override readonly name = "LinkUnconfirmed";
  readonly lookout: InstrumentLookout;

  constructor(lookout: InstrumentLookout, cause: unknown) {
    super("The answer was lost and no new instrument was found", { cause });
    this.lookout = lookout;
  }
}

/** The ids of the member's instruments now (the member known to the client, else read). */
export async function instrumentIds(client: ApiClient): Promise<ReadonlySet<number>> {
  const member = client.currentMember.get() ?? (await getMe(client));
  return new Set(member.paymentInstruments.map((instrument) => instrument.id));
}

/** The new instrument `lookout` describes, read from the member, as the link's answer would have given it. */
export async function findLinked(
  client: ApiClient,
  lookout: InstrumentLookout,
): Promise<PaymentInstrumentMutation | null> {
  const all = (await getMe(client)).paymentInstruments;
  const found = all.find((each) => !lookout.before.has(each.id) && lookout.matches(each));
  return found ? { ...found, allPaymentInstruments: all } : null;
}

/**
 * Sends a link (a card or bank account) so that a lost answer does not link it twice: when no answer came, the
 * member's instruments are read (`checkDelaysMs` apart) for the new one; found, that is the answer. Otherwise
 * {@link LinkUnconfirmed} carries the lookout, for the next tap to look before sending again. Any other failure is
 * thrown as it is.
 */
export async function linkOnce(
  client: ApiClient,
  lookout: InstrumentLookout,
  send: () => Promise<PaymentInstrumentMutation>,
  checkDelaysMs: readonly number[] = LOOK_DELAYS_MS,
): Promise<PaymentInstrumentMutation> {
  try {
    return await send();
  } catch (error) {
    if (!mayHaveApplied(error)) throw error;
    const found = await lookAfterLostAnswer(() => findLinked(client, lookout), checkDelaysMs);
    if (found) return found;
    throw new LinkUnconfirmed(lookout, error);
  }
}
