import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { useQuery } from "@tanstack/react-query";
import { useParams, useRouteError, type LoaderFunctionArgs } from "react-router";
import { cartQuantityOf } from "../cart/cart-count.ts";
import { numberParam, offeringDetail } from "../common/offering-query.ts";
import { plainText } from "../common/plain-text.ts";
import { foodMessages as m } from "./food-messages.ts";
import { OfferingBar } from "./offering-bar.tsx";
import { ProductBuy } from "./product-buy.tsx";
import { isNotEligible, OfferingNotEligible } from "./offering-not-eligible.tsx";
import { ProductMissing, ProductNotFound } from "./product-missing.tsx";
import { useCartQuantity } from "./use-cart-quantity.ts";
import "./offering.css";

export { ProductNotFound } from "./product-missing.tsx";

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
        <ProductBuy
          product={product}
          cart={data.cart}
          quantity={quantity}
          onQuantity={(next) => setQuantity(productId, next)}
        />
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

/**
 * A missing product shows the error view with a way back to the offering (E-16, D-24); an offering kept to verified
 * members of an organisation says so and leads back to food (contract §5.1); other failures the page's.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { i18n } = useLingui();
  if (isNotEligible(error)) return <OfferingNotEligible />;
  if (!(error instanceof ProductNotFound)) return <PageErrorBoundary />;
  return <ProductMissing offeringId={error.offeringId} title={i18n._(m.productMissingTitle)} />;
}
