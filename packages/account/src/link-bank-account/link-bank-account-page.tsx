import { useLingui } from "@lingui/react";
import type { PaymentInstrumentMutation } from "@tandem/api-client/schemas";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { BackControl } from "../payments/back-control.tsx";
import { InstrumentLinked } from "../payments/instrument-linked.tsx";
import { paymentsMessages as pm } from "../payments/payments-messages.ts";
import { BankForm } from "./bank-form.tsx";
import { CHECK_DETAILS_HASH, CheckDialog } from "./check-dialog.tsx";
import { linkBankMessages as m } from "./link-bank-messages.ts";
import "../page-frame/page-frame.css";
import "../payments/payments.css";
import "./link-bank-account.css";

// F-165: the check dialog follows the URL hash; closing it goes back when the link opened it, else drops the hash.
function useCheckDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === CHECK_DETAILS_HASH;
  const close = () => {
    if ((location.state as { checkDialog?: boolean } | null)?.checkDialog) void navigate(-1);
    else void navigate({ search: location.search, hash: "" }, { replace: true, preventScrollReset: true });
  };
  return { open, close };
}

/**
 * `/link-bank-account?returnTo=…` (R-28, F-165, F-166): the bank form with help under each field and the check
 * dialog, then "Bank account linked" with Continue to `returnTo` (the account added to its query) or Go home.
 */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.title);
  const [search] = useSearchParams();
  const returnTo = search.get("returnTo");
  const [linked, setLinked] = useState<PaymentInstrumentMutation | null>(null);
  const check = useCheckDialog();
  return (
    <section className="account-page" aria-labelledby="link-bank-title">
      <BackControl returnTo={returnTo} asLink>
        {i18n._(pm.back)}
      </BackControl>
      <h1 id="link-bank-title">{title}</h1>
      {linked ? (
        <InstrumentLinked title={i18n._(m.successTitle)} added={linked} returnTo={returnTo}>
          <p>{i18n._({ ...m.successBody, values: { name: linked.name } })}</p>
        </InstrumentLinked>
      ) : (
        <>
          <p className="account-page__lead">{i18n._(m.intro)}</p>
          <p className="payment-page__privacy">{i18n._(pm.privacy)}</p>
          <BankForm
            onLinked={setLinked}
            back={<BackControl returnTo={returnTo}>{i18n._(pm.back)}</BackControl>}
          />
        </>
      )}
      <CheckDialog open={check.open} onClose={check.close} />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
