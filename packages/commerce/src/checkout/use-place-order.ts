import { useLingui } from "@lingui/react";
import { isApiError } from "@tandem/api-client";
import { useApiClient } from "@tandem/api-client/react";
import type { Checkout, PaymentInstrument } from "@tandem/api-client/schemas";
import { formMessages } from "@tandem/i18n";
import { failureMessage, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { checkoutMessages as m } from "./checkout-messages.ts";
import { checkoutCompletion, checkoutMutations } from "./checkout-mutations.ts";
import { checkoutProblems, firstProblem, type CheckoutProblems } from "./checkout-validation.ts";
import { useSectionFocus, type CheckoutSection } from "./use-section-focus.ts";

/**
 * Place order (F-139, V-18): `submit` checks the choices, bringing the first problem's section into view,
 * else places the order once; success replaces this page with the confirmation in history. A declined card is said
 * at the payment choice with the way on; any other failure is a toast. The checkout, and so the cart, stay as they
 * were after a failure.
 */
export function usePlaceOrder(
  checkout: Checkout,
  instrument: PaymentInstrument | undefined,
  fulfillmentOptionId: number | undefined,
) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const focusSection = useSectionFocus();
  const [problems, setProblems] = useState<CheckoutProblems>({});
  const leave = () => navigate(paths.checkoutConfirmation({ checkoutId: checkout.id }), { replace: true });

  const place = useAction({
    ...checkoutMutations.place(api, queryClient, checkout.id, leave),
    onError: (error) => {
      // A declined card (409 card_*, current API) is said at the payment choice, with the way on:
      // another method or a new card.
      if (isApiError(error) && error.code.startsWith("card_")) {
        const payment = `${i18n._(failureMessage(error))} ${i18n._(m.cardDeclinedNext)}`;
        setProblems((old) => ({ ...old, payment }));
        focusSection("payment");
        return;
      }
      toast.showError(
        i18n._(isApiError(error) && error.code === "checkout_fatal_error" ? m.fatal : failureMessage(error)),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = i18n._(formMessages.invalid_required);
    const found = checkoutProblems(checkout, instrument, fulfillmentOptionId, required);
    setProblems(found);
    const first = firstProblem(found);
    if (first) return focusSection(first);
    place.submit(checkoutCompletion(checkout, instrument, fulfillmentOptionId));
  };
  const resolve = (section: CheckoutSection) => setProblems((old) => ({ ...old, [section]: undefined }));

  return { problems, resolve, submit, isPending: place.isPending };
}
