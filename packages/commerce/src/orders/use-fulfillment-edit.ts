import { useLingui } from "@lingui/react";
import { isApiError, updateOrderFulfillment } from "@tandem/api-client";
import { orderQueries, useApiClient } from "@tandem/api-client/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { failureMessage, useAction } from "@tandem/page-kit";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { orderMessages as m } from "./order-messages.ts";
import { seedOrderDetail } from "./seed-order-detail.ts";

/**
 * Editing an order's pickup (F-148, V-19, A-41): `start` puts the chosen option on the radios; `save` sends only an
 * offered option, once, and the answer replaces the order (and refreshes the history). A failure says why in a
 * toast and puts the old choice back.
 */
export function useFulfillmentEdit(order: DetailedOrder) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const chosenValue = order.fulfillmentOption ? String(order.fulfillmentOption.id) : undefined;
  const action = useAction({
    mutationFn: (optionId: number) => updateOrderFulfillment(api, order.id, optionId),
    onSuccess: (updated) => {
      seedOrderDetail(queryClient, api, updated);
      void queryClient.invalidateQueries({ queryKey: orderQueries.history(api).queryKey });
      setEditing(false);
      if (updated.fulfillmentOption) {
        toast.showSuccess(
          i18n._({ ...m.fulfillmentSaved, values: { option: updated.fulfillmentOption.description } }),
        );
      }
    },
    onError: (error) => {
      // V-19: the server refuses an option no longer offered with a validation error; say so plainly.
      const notOffered = isApiError(error) && error.code === "validation_error";
      toast.showError(i18n._(notOffered ? m.optionNotOffered : failureMessage(error)));
      // The order did not change: the old choice is back on the radios.
      setChoice(chosenValue);
    },
  });
  const offered = order.fulfillmentOptionsForEditing.some((option) => String(option.id) === choice);
  return {
    editing,
    choice,
    choose: setChoice,
    /** Whether the choice on the radios is one the order offers (only then may it be saved). */
    offered,
    isPending: action.isPending,
    start: () => {
      setChoice(chosenValue);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    save: () => {
      if (offered && choice) action.submit(Number(choice));
    },
  };
}

/** What {@link useFulfillmentEdit} gives the pickup block. */
export type FulfillmentEdit = ReturnType<typeof useFulfillmentEdit>;
