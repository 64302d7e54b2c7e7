import { useLingui } from "@lingui/react";
import { refreshAfterBalanceChange, useApiClient } from "@tandem/api-client/react";
import type { PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import {
  defaultPageSettings,
  PageErrorBoundary,
  usePageTitle,
  type PageSettings,
  type RouteContext,
} from "@tandem/page-kit";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLoaderData, useNavigate, useSearchParams } from "react-router";
import { BackControl } from "../payments/back-control.tsx";
import { InstrumentLinked } from "../payments/instrument-linked.tsx";
import { instrumentReturnUrl } from "../payments/instrument-return.ts";
import { paymentsMessages as pm } from "../payments/payments-messages.ts";
import { addCardMessages as m } from "./add-card-messages.ts";
import { BalanceOwedNotice } from "./balance-owed-notice.tsx";
import { CardForm } from "./card-form.tsx";
import "../page-frame/page-frame.css";
import "../payments/payments.css";
import "./add-card.css";

/** The card provider the page tokenises with, from the deployment's settings. */
export const loader =
  ({ settings }: RouteContext) =>
  (): PageSettings =>
    settings ?? defaultPageSettings;

// With the real provider (a publishable key, no stand-in), its script loads on this page only, for its fraud checks.
function useProviderScript({ cardProvider }: PageSettings) {
  useEffect(() => {
    if (cardProvider.baseUrl !== undefined) return;
    void import("@stripe/stripe-js/pure")
      .then(({ loadStripe }) => loadStripe(cardProvider.publishableKey))
      .catch(() => undefined);
  }, [cardProvider]);
}

/**
 * `/add-card?returnTo=…&returnToImmediate=…` (R-27, F-160..F-164): the card form, then either straight back to
 * `returnToImmediate` with `instrumentId` and `instrumentType` added (a checkout picking the new card), or the
 * "Card linked" screen with Continue to `returnTo` (same query added) or Go home.
 */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.title);
  const settings = useLoaderData<PageSettings>();
  useProviderScript(settings);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = search.get("returnTo");
  const returnToImmediate = search.get("returnToImmediate");
  const [added, setAdded] = useState<PaymentInstrumentMutation | null>(null);
  const api = useApiClient();
  const queryClient = useQueryClient();
  function onAdded(card: PaymentInstrumentMutation) {
    // The answer lists what the member has now: the backend removed any expired card (`post_create_cleanup`), so
    // none is left to unlink. On the current API the card also paid what was owed: what that blocked is read again.
    const member = api.currentMember.get();
    if (member) api.currentMember.set({ ...member, paymentInstruments: card.allPaymentInstruments });
    refreshAfterBalanceChange(queryClient);
    const immediate = instrumentReturnUrl(returnToImmediate, card);
    if (immediate) void navigate(immediate, { replace: true });
    else setAdded(card);
  }
  return (
    <section className="account-page" aria-labelledby="add-card-title">
      <BackControl returnTo={returnTo ?? returnToImmediate} asLink>
        {i18n._(pm.back)}
      </BackControl>
      <h1 id="add-card-title">{title}</h1>
      {added ? (
        <InstrumentLinked title={i18n._(m.successTitle)} added={added} returnTo={returnTo}>
          <p>{i18n._({ ...m.successBody, values: { name: added.name } })}</p>
        </InstrumentLinked>
      ) : (
        <>
          <p className="account-page__lead">{i18n._(m.intro)}</p>
          <p className="payment-page__privacy">{i18n._(pm.privacy)}</p>
          <BalanceOwedNotice />
          <CardForm
            cardProvider={settings.cardProvider}
            onAdded={onAdded}
            back={<BackControl returnTo={returnTo ?? returnToImmediate}>{i18n._(pm.back)}</BackControl>}
          />
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
