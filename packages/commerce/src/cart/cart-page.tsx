import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import type { OfferingWithContext } from "@tandem/api-client/schemas";
import { commerceMessages } from "@tandem/i18n";
import { failureMessage, useAction, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { useToast } from "@tandem/ui/toast";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { checkoutMutations } from "../checkout/checkout-mutations.ts";
import { numberParam, offeringDetail } from "../common/offering-query.ts";
import { plainText } from "../common/plain-text.ts";
import { foodMessages } from "../offerings/food-messages.ts";
import { NoFoodItems } from "../offerings/no-food-items.tsx";
import { OfferingBar } from "../offerings/offering-bar.tsx";
import { OfferingErrorBoundary } from "../offerings/offering-not-eligible.tsx";
import { useCartQuantity } from "../offerings/use-cart-quantity.ts";
import { cartMessages as m } from "./cart-messages.ts";
import { CartRow } from "./cart-row.tsx";
import { CartTotals } from "./cart-totals.tsx";
import "../offerings/offering.css";
import "./cart.css";

export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(offeringDetail(apiClient, numberParam(params.offeringId)));

/** The cart's items with a quantity, each with its product (an item whose product is gone is left out). */
function cartRows({ cart, items }: OfferingWithContext) {
  return cart.items
    .filter((line) => line.quantity > 0)
    .flatMap((line) => {
      const product = items.find((item) => item.productId === line.productId);
      return product ? [{ product, quantity: line.quantity }] : [];
    });
}

/**
 * `/cart/{offeringId}` (R-20, F-125–F-127, A-33): a row per item (`CartRow`), the totals (`CartTotals`), and
 * Continue to checkout, which waits for quantity changes on their way, starts one checkout however often it is
 * tapped and opens it with the answer (no second read). An empty cart says so and leads to the offerings.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const title = usePageTitle(m.title);
  const offeringId = numberParam(useParams().offeringId);
  const { data } = useQuery(offeringDetail(api, offeringId));
  const setQuantity = useCartQuantity(offeringId);
  const start = useAction({
    ...checkoutMutations.start(api, queryClient, offeringId),
    onSuccess: (checkout) => void navigate(paths.checkout({ checkoutId: checkout.id })),
    onError: (error) => toast.showError(i18n._(failureMessage(error))),
  });
  if (!data) return null;
  const rows = cartRows(data);
  const backLabel = i18n._({
    ...foodMessages.backToOffering,
    values: { offering: plainText(data.offering.description) },
  });
  const bar = (
    <OfferingBar back={{ to: paths.offering({ offeringId }), label: backLabel }} offeringId={offeringId} />
  );
  if (rows.length === 0) return <EmptyCart bar={bar} title={title} />;
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      {bar}
      <div className="cart-page__head">
        <h1 id="cart-title">{title}</h1>
        <span className="cart-page__price-head" aria-hidden="true">
          {i18n._(m.price)}
        </span>
      </div>
      <ul className="cart-rows">
        {rows.map(({ product, quantity }) => (
          <CartRow
            key={product.productId}
            offeringId={offeringId}
            product={product}
            quantity={quantity}
            cartFull={data.cart.cartFull ?? false}
            onChange={(next) => setQuantity(product.productId, next)}
          />
        ))}
      </ul>
      <CartTotals cart={data.cart} pending={start.isPending} onContinue={() => start.submit()} />
    </section>
  );
}

/** An empty cart (F-125) says so and leads back to the offerings. */
function EmptyCart({ bar, title }: { bar: ReactNode; title: string }) {
  const { i18n } = useLingui();
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      {bar}
      <h1 id="cart-title">{title}</h1>
      <NoFoodItems title={i18n._(commerceMessages.food.no_cart_items)} />
    </section>
  );
}

// An offering kept to verified members of an organisation says so and leads back to food (contract §5.1).
export const ErrorBoundary = OfferingErrorBoundary;
