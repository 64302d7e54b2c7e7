import { useLingui } from "@lingui/react";
import { updateCheckoutFulfillment } from "@tandem/api-client";
import { checkoutQueries, useApiClient } from "@tandem/api-client/react";
import type { Checkout } from "@tandem/api-client/schemas";
import { failureMessage } from "@tandem/page-kit";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";

/**
 * The checkout's fulfillment choice (F-134, D-30, A-35): a choice shows at once and goes to the server; the same
 * choice while its request is on the way sends nothing more, nor does choosing the current one; the answer of the
 * latest choice updates the checkout. A failure shows the server's message and puts the previous choice back.
 */
export function useFulfillmentChoice(checkout: Checkout): {
  chosen: number | undefined;
  choose: (optionId: number) => void;
} {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<number | undefined>(checkout.fulfillmentOptionId ?? undefined);
  const current = useRef(chosen);
  const inFlight = useRef(new Set<number>());
  const latest = useRef(0);
  const choose = useCallback(
    (optionId: number) => {
      const previous = current.current;
      if (optionId === previous || inFlight.current.has(optionId)) return;
      current.current = optionId;
      setChosen(optionId);
      inFlight.current.add(optionId);
      const request = ++latest.current;
      updateCheckoutFulfillment(api, checkout.id, optionId)
        .then(
          (updated) => {
            if (request === latest.current) {
              queryClient.setQueryData(checkoutQueries.detail(api, checkout.id).queryKey, updated);
            }
          },
          (error: unknown) => {
            toast.showError(i18n._(failureMessage(error)));
            if (request === latest.current) {
              current.current = previous;
              setChosen(previous);
            }
          },
        )
        .finally(() => inFlight.current.delete(optionId));
    },
    [api, queryClient, toast, i18n, checkout.id],
  );
  return { chosen, choose };
}
