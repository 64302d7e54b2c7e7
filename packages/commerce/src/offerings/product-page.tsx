import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import type { OfferingProduct } from "@tandem/api-client/schemas";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useRouteError, type LoaderFunctionArgs } from "react-router";
import { cartQuantityOf } from "../cart/cart-count.ts";
import { Price } from "../price/price.tsx";
import { useMoney } from "../price/use-money.ts";
import { numberParam, offeringDetail } from "../common/offering-query.ts";
import { plainText } from "../common/plain-text.ts";
import { CartControl } from "./cart-control.tsx";
import { foodMessages as m } from "./food-messages.ts";
import { OfferingBar } from "./offering-bar.tsx";
import { useCartQuantity } from "./use-cart-quantity.ts";
import "./offering.css";

/** The offering loaded, but has no such product (E-16, D-24). */
export class ProductNotFound extends Error {
  readonly offeringId: number;
  constructor(offeringId: number) {
    super("The offering has no such product");
    this.name = "ProductNotFound";
    this.offeringId = offeringId;
  }
}

export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async ({ params }: LoaderFunctionArgs) => {
    const offeringId = numberParam(params.offeringId);
    const data = await queryClient.ensureQueryData(offeringDetail(apiClient, offeringId));
    const productId = numberParam(params.productId);
    if (!data.items.some((item) => item.productId === productId)) throw new ProductNotFound(offeringId);
    return null;
  };

/**
 * `/product/{offeringId}/{productId}` (R-19, F-120, F-121, F-123): back to the offering, the product's name, image,
 * price block (B-03), the large cart control, the item subtotal (quantity × customer price) once it is in the cart,
 * "From <vendor>", and its details (markdown, B-13).
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const money = useMoney();
  const params = useParams();
  const offeringId = numberParam(params.offeringId);
  const productId = numberParam(params.productId);
  const { data } = useQuery(offeringDetail(api, offeringId));
  const setQuantity = useCartQuantity(offeringId);
  const product = data?.items.find((item) => item.productId === productId);
  usePageTitle({ ...m.productTitle, values: { product: plainText(product?.name ?? "") } });
  if (!data || !product) return null;
  const quantity = cartQuantityOf(data.cart.items, productId);
  const image = product.images[0];
  return (
    <article className="product-page" aria-labelledby="product-title">
      <OfferingBar
        back={{
          to: paths.offering({ offeringId }),
          label: i18n._({ ...m.backToOffering, values: { offering: plainText(data.offering.description) } }),
        }}
        offeringId={offeringId}
        cart={data.cart}
      />
      <div className="product-page__layout">
        <div className="product-page__image">
          {image && (
            <Image
              src={image.url}
              alt={plainText(image.caption)}
              width={640}
              height={480}
              params={{ crop: "entropy", resize: "fill" }}
              // The product's picture is the largest thing in the first screen: fetched at once and first.
              priority
            />
          )}
        </div>
        <div className="product-page__buy">
          <h1 id="product-title" className="product-page__title">
            <Markdown text={product.name} />
          </h1>
          <p className="product-page__vendor">
            {i18n._({ ...m.fromVendor, values: { vendor: product.vendor.name } })}
          </p>
          <Price price={product.customerPrice} undiscounted={product.undiscountedPrice} size="lg" />
          <SubsidyLine product={product} />
          <CartControl
            product={product}
            quantity={quantity}
            cartFull={data.cart.cartFull ?? false}
            onChange={(next) => setQuantity(productId, next)}
            size="lg"
          />
          {quantity > 0 && (
            <p className="product-page__subtotal" aria-live="polite">
              <span>{i18n._(m.itemSubtotal)}</span>{" "}
              <strong>
                {money({ ...product.customerPrice, cents: product.customerPrice.cents * quantity })}
              </strong>
            </p>
          )}
        </div>
      </div>
      {product.description && (
        <section className="product-page__details" aria-labelledby="product-details">
          <h2 id="product-details">{i18n._(m.details)}</h2>
          <Markdown text={product.description} />
        </section>
      )}
    </article>
  );
}

/** What a programme credit pays of the price and what is left for the member (B-03), when a credit pays part. */
function SubsidyLine({ product }: { product: OfferingProduct }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const subsidy = product.displayableNoncashLedgerContributionAmount;
  if (subsidy.cents <= 0) return null;
  return (
    <p className="product-page__subsidy">
      {i18n._({
        ...m.subsidyPays,
        values: { subsidy: money(subsidy), cash: money(product.displayableCashPrice) },
      })}
    </p>
  );
}

/** A missing product shows the error view with a way back to the offering (E-16, D-24); other failures the page's. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { i18n } = useLingui();
  if (!(error instanceof ProductNotFound)) return <PageErrorBoundary />;
  return <ProductMissing offeringId={error.offeringId} title={i18n._(m.productMissingTitle)} />;
}

function ProductMissing({ offeringId, title }: { offeringId: number; title: string }) {
  const { i18n } = useLingui();
  usePageTitle(m.productMissingTitle);
  return (
    <ErrorView
      title={title}
      focusOnMount
      actions={
        <Link className={buttonClassName()} to={paths.offering({ offeringId })}>
          {i18n._(m.seeOffering)}
        </Link>
      }
    >
      <p>{i18n._(m.productMissingBody)}</p>
    </ErrorView>
  );
}
