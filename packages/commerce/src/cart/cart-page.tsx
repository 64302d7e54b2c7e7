import { useLingui } from "@lingui/react";
import { startCheckout } from "@tandem/api-client";
import { checkoutQueries, useApiClient } from "@tandem/api-client/react";
import type { OfferingProduct } from "@tandem/api-client/schemas";
import { commerceMessages } from "@tandem/i18n";
import {
  failureMessage,
  PageErrorBoundary,
  useAction,
  usePageTitle,
  type RouteContext,
} from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { EmptyState } from "@tandem/ui/empty-state";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { useToast } from "@tandem/ui/toast";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { CartControl } from "../offerings/cart-control.tsx";
import { OfferingBar } from "../offerings/offering-bar.tsx";
import { useCartQuantity } from "../offerings/use-cart-quantity.ts";
import { waitForCart } from "../offerings/wait-for-cart.ts";
import { Price } from "../price/price.tsx";
import { useMoney } from "../price/use-money.ts";
import { numberParam, offeringDetail } from "../common/offering-query.ts";
import { plainText } from "../common/plain-text.ts";
import { cartItemCount } from "./cart-count.ts";
import { cartMessages as m } from "./cart-messages.ts";
import { foodMessages } from "../offerings/food-messages.ts";
import "../offerings/offering.css";
import "./cart.css";

export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(offeringDetail(apiClient, numberParam(params.offeringId)));

const times = (product: OfferingProduct, quantity: number, key: "customerPrice" | "undiscountedPrice") => ({
  ...product[key],
  cents: product[key].cents * quantity,
});

/**
 * `/cart/{offeringId}` (R-20, F-125–F-127, A-33): a row per item (image and name linking to the product, vendor,
 * the small cart control, the line's price), the subtotal, available credit and cost to you (each only when not
 * zero), and Continue to checkout, which waits for quantity changes on their way, starts one checkout however often
 * it is tapped and opens it with the answer (no second read). An empty cart says so and leads to the offerings.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const money = useMoney();
  const title = usePageTitle(m.title);
  const offeringId = numberParam(useParams().offeringId);
  const { data } = useQuery(offeringDetail(api, offeringId));
  const setQuantity = useCartQuantity(offeringId);
  const start = useAction({
    mutationFn: async () => {
      await waitForCart(queryClient, offeringId);
      return startCheckout(api, offeringId);
    },
    onSuccess: (checkout) => {
      // F-127: the checkout page reads this answer from the cache instead of asking again.
      queryClient.setQueryData(checkoutQueries.detail(api, checkout.id).queryKey, checkout);
      void navigate(paths.checkout({ checkoutId: checkout.id }));
    },
    onError: (error) => toast.showError(i18n._(failureMessage(error))),
  });
  if (!data) return null;
  const { cart, items, offering } = data;
  const rows = cart.items
    .filter((line) => line.quantity > 0)
    .flatMap((line) => {
      const product = items.find((item) => item.productId === line.productId);
      return product ? [{ product, quantity: line.quantity }] : [];
    });
  const bar = (
    <OfferingBar
      back={{
        to: paths.offering({ offeringId }),
        label: i18n._({
          ...foodMessages.backToOffering,
          values: { offering: plainText(offering.description) },
        }),
      }}
      offeringId={offeringId}
    />
  );
  if (rows.length === 0) {
    return (
      <section className="cart-page" aria-labelledby="cart-title">
        {bar}
        <h1 id="cart-title">{title}</h1>
        <EmptyState
          title={i18n._(commerceMessages.food.no_cart_items)}
          action={
            <Link className={buttonClassName()} to={paths.food()}>
              {i18n._(foodMessages.offeringsHeading)}
            </Link>
          }
        />
      </section>
    );
  }
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
        {rows.map(({ product, quantity }) => {
          const image = product.images[0];
          const to = paths.product({ offeringId, productId: product.productId });
          return (
            <li key={product.productId} className="cart-row">
              <Link to={to} className="cart-row__image" tabIndex={-1} aria-hidden="true">
                {image && <Image src={image.url} alt="" width={80} height={80} layout="fixed" />}
              </Link>
              <div className="cart-row__body">
                <Link to={to} className="cart-row__name">
                  <Markdown text={product.name} />
                </Link>
                <span className="cart-row__vendor">
                  {i18n._({ ...foodMessages.fromVendor, values: { vendor: product.vendor.name } })}
                </span>
                <CartControl
                  product={product}
                  quantity={quantity}
                  cartFull={cart.cartFull ?? false}
                  onChange={(next) => setQuantity(product.productId, next)}
                />
              </div>
              <div className="cart-row__price">
                <span className="tdm-visually-hidden">{i18n._(m.price)} </span>
                <Price
                  price={times(product, quantity, "customerPrice")}
                  undiscounted={times(product, quantity, "undiscountedPrice")}
                  showSavings={false}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <section className="cart-totals" aria-label={i18n._(m.summary)}>
        <p className="cart-totals__subtotal">
          <Markdown
            text={i18n._({
              ...commerceMessages.food.subtotal_items,
              values: { count: cartItemCount(cart.items), amount: money(cart.customerCost) },
            })}
          />
        </p>
        <dl className="cart-totals__lines">
          {cart.noncashLedgerContributionAmount.cents !== 0 && (
            <div className="cart-totals__line cart-totals__line--credit">
              <dt>{i18n._(m.availableCredit)}</dt>
              <dd>−{money(cart.noncashLedgerContributionAmount)}</dd>
            </div>
          )}
          {cart.cashCost.cents !== 0 && (
            <div className="cart-totals__line cart-totals__line--cost">
              <dt>{i18n._(m.costToYou)}</dt>
              <dd>{money(cart.cashCost)}</dd>
            </div>
          )}
        </dl>
        <Button block size="lg" loading={start.isPending} onClick={() => start.submit()}>
          {i18n._(m.continueToCheckout)}
        </Button>
      </section>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
