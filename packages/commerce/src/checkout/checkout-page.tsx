import { useLingui } from "@lingui/react";
import { isApiError } from "@tandem/api-client";
import { metaQueries, useApiClient } from "@tandem/api-client/react";
import type { Checkout } from "@tandem/api-client/schemas";
import { errorMessage } from "@tandem/i18n";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { Markdown } from "@tandem/ui/markdown";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { useQuery } from "@tanstack/react-query";
import { useLoaderData, useParams } from "react-router";
import { numberParam } from "../common/offering-query.ts";
import { OfferingBar } from "../offerings/offering-bar.tsx";
import { CheckoutClosed } from "./checkout-closed.tsx";
import { CheckoutItems } from "./checkout-items.tsx";
import type { ClosedCheckout } from "./checkout-loader.ts";
import { checkoutMessages as m } from "./checkout-messages.ts";
import { checkoutDetail } from "./checkout-queries.ts";
import { CheckoutSubmit } from "./checkout-submit.tsx";
import { FulfillmentSection } from "./fulfillment-section.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PaymentChoice } from "./payment-choice.tsx";
import { useFulfillmentChoice } from "./use-fulfillment-choice.ts";
import { useInstrumentChoice } from "./use-instrument-choice.ts";
import { usePlaceOrder } from "./use-place-order.ts";
import "../offerings/offering.css";
import "./checkout.css";

export { loader } from "./checkout-loader.ts";

export function Component() {
  const closed = useLoaderData<ClosedCheckout | null>();
  const title = usePageTitle(m.title);
  if (closed) return <CheckoutClosed state={closed} title={title} />;
  return <OpenCheckout title={title} />;
}

/**
 * The checkout as the server has it now. Should it close while the page is open (read again after a cart change
 * elsewhere), or come with no items, the page says so as the loader's answer would.
 */
function OpenCheckout({ title }: { title: string }) {
  const api = useApiClient();
  const checkoutId = numberParam(useParams().checkoutId);
  const { data: checkout, error } = useQuery(checkoutDetail(api, checkoutId));
  const { data: methods } = useQuery(metaQueries.paymentMethods(api));
  if (checkout?.items.length === 0) {
    const { id: offeringId, description: offering } = checkout.offering;
    return <CheckoutClosed state={{ kind: "emptied", offeringId, offering }} title={title} />;
  }
  if (isApiError(error) && error.code === "forbidden") {
    return (
      <CheckoutClosed state={{ kind: "closed", offeringId: checkout?.offering.id ?? null }} title={title} />
    );
  }
  if (!checkout) return null;
  return <CheckoutForm checkout={checkout} title={title} supported={methods?.items ?? []} />;
}

interface CheckoutFormProps {
  checkout: Checkout;
  title: string;
  supported: readonly string[];
}

/**
 * `/checkout/{id}` (R-21, F-128–F-139, S-13): how the member pays, how they get the order, the items with a link to
 * edit them, the order summary, the terms and Place order (`usePlaceOrder`). An unverified member sees why they
 * cannot order and no button.
 */
function CheckoutForm({ checkout, title, supported }: CheckoutFormProps) {
  const { i18n } = useLingui();
  const payment = useInstrumentChoice(checkout);
  const fulfillment = useFulfillmentChoice(checkout);
  const { problems, resolve, submit, isPending } = usePlaceOrder(
    checkout,
    payment.instrument,
    fulfillment.chosen,
  );
  const prohibited = checkout.checkoutProhibitedReason === "member_unverified";
  const offeringId = checkout.offering.id;
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <OfferingBar
        back={{ to: paths.cart({ offeringId }), label: i18n._(m.backToCart) }}
        offeringId={offeringId}
      />
      <h1 id="checkout-title">{title}</h1>
      {prohibited && <UnverifiedNotice />}
      <form className="checkout-form" noValidate onSubmit={submit}>
        {checkout.requiresPaymentInstrument && (
          <PaymentChoice
            checkoutId={checkout.id}
            available={checkout.availablePaymentInstruments}
            unavailable={checkout.unavailablePaymentInstruments}
            value={payment.key}
            onChange={(key) => {
              payment.choose(key);
              resolve("payment");
            }}
            supported={supported}
            error={problems.payment}
          />
        )}
        {checkout.availableFulfillmentOptions.length > 0 && (
          <FulfillmentSection
            checkout={checkout}
            value={fulfillment.chosen}
            onChange={(optionId) => {
              fulfillment.choose(optionId);
              resolve("fulfillment");
            }}
            error={problems.fulfillment}
          />
        )}
        <CheckoutItems checkout={checkout} />
        <OrderSummary checkout={checkout} instrument={payment.instrument} />
        {!prohibited && <CheckoutSubmit problems={problems} pending={isPending} />}
      </form>
      {isPending && <ScreenLoader cover="veil" label={i18n._(m.placing)} />}
    </section>
  );
}

/** S-13: said first, where a phone shows it; the server's strings file words it with links (B-13). */
function UnverifiedNotice() {
  const { i18n } = useLingui();
  return (
    <div className="checkout-prohibited">
      <Alert variant="danger">
        <Markdown text={i18n._(errorMessage("read_only_unverified"))} />
      </Alert>
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
