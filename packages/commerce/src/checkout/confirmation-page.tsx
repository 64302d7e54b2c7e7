import { useLingui } from "@lingui/react";
import { useApiClient, useCurrentMember } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { numberParam } from "../common/offering-query.ts";
import { checkoutMessages as m } from "./checkout-messages.ts";
import { checkoutConfirmation } from "./checkout-queries.ts";
import { NextSteps } from "./next-steps.tsx";
import "./checkout.css";

export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(checkoutConfirmation(apiClient, numberParam(params.checkoutId)));

/**
 * `/checkout/{id}/confirmation` (R-22, F-140, F-141, B-04): the success header, the items ordered, Claim orders when
 * the member has unclaimed orders, what to do next (the offering's instructions, where and how the order is picked
 * up, with a maps link), a ride to get there, help, and the way to the member's orders.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.confirmationTitle);
  const checkoutId = numberParam(useParams().checkoutId);
  const { data: confirmation } = useQuery(checkoutConfirmation(api, checkoutId));
  const { data: member } = useCurrentMember();
  if (!confirmation) return null;
  const { items } = confirmation;
  return (
    <section className="confirmation-page" aria-labelledby="confirmation-title">
      <header className="confirmation-page__header">
        <span className="confirmation-page__check" aria-hidden="true">
          ✓
        </span>
        <h1 id="confirmation-title">{title}</h1>
        <p>{i18n._(m.confirmationSubtitle)}</p>
      </header>
      <section className="checkout-section" aria-labelledby="confirmation-items">
        <h2 id="confirmation-items">{i18n._(m.myOrder)}</h2>
        <ul className="checkout-items">
          {items.map(({ product, quantity }) => {
            const image = product.images[0];
            return (
              <li key={product.productId} className="checkout-item">
                {image && <Image src={image.url} alt="" width={90} height={90} layout="fixed" />}
                <div className="checkout-item__text">
                  <Markdown className="checkout-item__name" text={product.name} />
                  <span>{i18n._({ ...m.quantity, values: { count: quantity } })}</span>
                </div>
              </li>
            );
          })}
        </ul>
        {member && member.unclaimedOrdersCount > 0 && (
          <Link className={buttonClassName({ block: true })} to={paths.unclaimedOrders()}>
            {i18n._(m.claimOrders)}
          </Link>
        )}
      </section>
      <NextSteps confirmation={confirmation} />
      <section className="checkout-section confirmation-page__ride" aria-labelledby="confirmation-ride">
        <h2 id="confirmation-ride">{i18n._(m.transportTitle)}</h2>
        <p>{i18n._(m.transportBody)}</p>
        <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.mobility()}>
          {i18n._(m.transportAction)}
        </Link>
      </section>
      <p className="confirmation-page__help">{i18n._(m.help)}</p>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
