import type { ApiClient } from "@tandem/api-client";
import type { PaymentInstrument, PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { useRef } from "react";
import {
  findLinked,
  instrumentIds,
  LinkUnconfirmed,
  linkOnce,
  type InstrumentLookout,
} from "./instrument-write.ts";

/** What {@link useLinkOnce} gives a form that links an instrument. */
export interface LinkOnce {
  /** The instrument an earlier tap linked though its answer was lost, if the member now has it. */
  earlierLinked: (client: ApiClient) => Promise<PaymentInstrumentMutation | null>;
  /** Sends the link; a lost answer is looked for among the instruments matching `matches` (see `linkOnce`). */
  send: (
    client: ApiClient,
    matches: (instrument: PaymentInstrument) => boolean,
    write: () => Promise<PaymentInstrumentMutation>,
  ) => Promise<PaymentInstrumentMutation>;
  /** Call from the action's `onSuccess` and `onError`: keeps what the next tap must look for. */
  settle: (error: unknown) => void;
}

/**
 * A card or bank account linked at most once across taps: a tap whose answer was lost leaves a lookout, and the
 * next tap first reads the member's instruments for that instrument and sends nothing when it is there.
 */
export function useLinkOnce(): LinkOnce {
  const earlier = useRef<InstrumentLookout | null>(null);
  return {
    earlierLinked: (client) =>
      earlier.current ? findLinked(client, earlier.current) : Promise.resolve(null),
    send: async (client, matches, write) => {
      const before = earlier.current?.before ?? (await instrumentIds(client));
      return linkOnce(client, { before, matches }, write);
    },
    settle: (error) => {
      if (error === null) earlier.current = null;
      else if (error instanceof LinkUnconfirmed) earlier.current = error.lookout;
    },
  };
}
