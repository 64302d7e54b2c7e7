import { useLingui } from "@lingui/react";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { EmptyState } from "@tandem/ui/empty-state";
import { Link } from "react-router";
import { plainText } from "../common/plain-text.ts";
import { foodMessages } from "../offerings/food-messages.ts";
import { OfferingBar } from "../offerings/offering-bar.tsx";
import type { ClosedCheckout } from "./checkout-loader.ts";
import { checkoutMessages as m } from "./checkout-messages.ts";

/** Where a member goes from a checkout that is no longer open: the offering, the cart, or the offerings. */
function NextStep({ state }: { state: ClosedCheckout }) {
  const { i18n } = useLingui();
  if (state.kind === "emptied") {
    const offering = plainText(state.offering);
    return (
      <Link className={buttonClassName()} to={paths.offering({ offeringId: state.offeringId })}>
        {i18n._({ ...foodMessages.backToOffering, values: { offering } })}
      </Link>
    );
  }
  return state.offeringId === null ? (
    <Link className={buttonClassName()} to={paths.food()}>
      {i18n._(foodMessages.offeringsHeading)}
    </Link>
  ) : (
    <Link className={buttonClassName()} to={paths.cart({ offeringId: state.offeringId })}>
      {i18n._(m.goToCart)}
    </Link>
  );
}

/**
 * A checkout the server no longer opens, in words instead of an error: emptied (everything was taken out of the
 * cart after it started, so the checkout followed), back to the offering; otherwise (replaced by a newer checkout,
 * or placed already) to the cart, or to the offerings when the page does not know the checkout's offering.
 */
export function CheckoutClosed({ state, title }: { state: ClosedCheckout; title: string }) {
  const { i18n } = useLingui();
  const emptied = state.kind === "emptied";
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      {state.offeringId !== null && (
        <OfferingBar
          back={{ to: paths.cart({ offeringId: state.offeringId }), label: i18n._(m.backToCart) }}
          offeringId={state.offeringId}
        />
      )}
      <h1 id="checkout-title">{title}</h1>
      <EmptyState
        title={i18n._(emptied ? m.emptiedTitle : m.closedTitle)}
        action={<NextStep state={state} />}
      >
        <p>{i18n._(emptied ? m.emptiedBody : m.closedBody)}</p>
      </EmptyState>
    </section>
  );
}
