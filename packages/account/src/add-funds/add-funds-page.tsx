import { useLingui } from "@lingui/react";
import { meQueries, metaQueries } from "@tandem/api-client/react";
import type { Currency, PaymentInstrument } from "@tandem/api-client/schemas";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { BackControl } from "../payments/back-control.tsx";
import { paymentsMessages as pm } from "../payments/payments-messages.ts";
import { AddFundsForm } from "./add-funds-form.tsx";
import { addFundsMessages as m } from "./add-funds-messages.ts";
import "../page-frame/page-frame.css";
import "../payments/payments.css";
import "./add-funds.css";

/** What the page adds funds from, and in which currency. */
interface FundingSource {
  instrument: PaymentInstrument;
  currency: Currency;
}

/**
 * F-167, E-22: the member's instrument named by `id` and `paymentMethodType`, and the first currency taking that
 * type. Either missing (or the currencies failing to load) is the error view, and the page's error boundary logs
 * it as `instrument_not_found` or `currency_not_found`.
 */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async ({ request }: LoaderFunctionArgs): Promise<FundingSource> => {
    const search = new URL(request.url).searchParams;
    const [member, currencies] = await Promise.all([
      queryClient.ensureQueryData(meQueries.current(apiClient)),
      queryClient.ensureQueryData(metaQueries.currencies(apiClient)),
    ]);
    const instrument = member?.paymentInstruments.find(
      (each) =>
        String(each.id) === search.get("id") && each.paymentMethodType === search.get("paymentMethodType"),
    );
    if (!instrument) throw new Error("instrument_not_found");
    const currency = currencies.items.find((each) =>
      each.paymentMethodTypes.includes(instrument.paymentMethodType),
    );
    if (!currency) throw new Error("currency_not_found");
    return { instrument, currency };
  };

/** `/add-funds?id=…&paymentMethodType=…` (R-29, F-167..F-169): add money to the balance from one instrument. */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.title);
  const { instrument, currency } = useLoaderData<FundingSource>();
  return (
    <section className="account-page add-funds" aria-labelledby="add-funds-title">
      <BackControl returnTo={null} asLink>
        {i18n._(pm.back)}
      </BackControl>
      <h1 id="add-funds-title">{title}</h1>
      <p className="account-page__lead">{i18n._({ ...m.intro, values: { name: instrument.name } })}</p>
      <AddFundsForm
        instrument={instrument}
        currency={currency}
        back={<BackControl returnTo={null}>{i18n._(pm.back)}</BackControl>}
      />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
