import { useLingui } from "@lingui/react";
import type { CheckoutConfirmation } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { Link } from "react-router";
import { checkoutMessages as m } from "./checkout-messages.ts";
import { MapsLink } from "./maps-link.tsx";

/**
 * What to do next after ordering (F-140): the offering's instructions, where and how the order is picked up (with
 * a maps link), and the way to the member's orders.
 */
export function NextSteps({ confirmation }: { confirmation: CheckoutConfirmation }) {
  const { i18n } = useLingui();
  const { offering, fulfillmentOption } = confirmation;
  return (
    <section className="checkout-section confirmation-page__next" aria-labelledby="confirmation-next">
      <h2 id="confirmation-next">{i18n._(m.nextSteps)}</h2>
      {offering.fulfillmentInstructions && <Markdown text={offering.fulfillmentInstructions} />}
      {offering.fulfillmentConfirmation && (
        <h3 className="confirmation-page__pickup">
          <Markdown text={offering.fulfillmentConfirmation} />
        </h3>
      )}
      {fulfillmentOption && (
        <div className="confirmation-page__option">
          <Markdown text={fulfillmentOption.description} />
          <MapsLink option={fulfillmentOption} />
        </div>
      )}
      <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.orderHistory()}>
        {i18n._(m.seeOrders)}
      </Link>
    </section>
  );
}
