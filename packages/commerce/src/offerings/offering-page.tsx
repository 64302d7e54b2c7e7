import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import type { Cart, OfferingProduct } from "@tandem/api-client/schemas";
import { commerceMessages } from "@tandem/i18n";
import { usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { numberParam, offeringDetail } from "../common/offering-query.ts";
import { plainText } from "../common/plain-text.ts";
import { cartQuantityOf } from "../cart/cart-count.ts";
import { listableProducts } from "./availability.ts";
import { foodMessages as m } from "./food-messages.ts";
import { NoFoodItems } from "./no-food-items.tsx";
import { OfferingBar } from "./offering-bar.tsx";
import { OfferingErrorBoundary } from "./offering-not-eligible.tsx";
import { cameFromFoodIndex } from "./offering-visit.ts";
import { ProductTile } from "./product-tile.tsx";
import "./offering.css";

export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(offeringDetail(apiClient, numberParam(params.offeringId)));

/**
 * `/food/{id}` (R-18, F-114–F-117, A-31): the sticky bar (back to `/food`, the cart button), the offering's image and
 * description, and the grid of the products the server lists (a closed product is left out). An offering of
 * exactly one listed product opened from the food index goes straight to that product, replacing this entry in
 * history (F-116); one without listed products says so (F-117).
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const location = useLocation();
  const offeringId = numberParam(useParams().offeringId);
  const { data } = useQuery(offeringDetail(api, offeringId));
  usePageTitle({ ...m.offeringTitle, values: { offering: plainText(data?.offering.description ?? "") } });
  if (!data) return null;
  const { offering, cart } = data;
  const items = listableProducts(data.items);
  const only = items.length === 1 ? items[0] : undefined;
  if (only && cameFromFoodIndex(location.state)) {
    return <Navigate replace to={paths.product({ offeringId, productId: only.productId })} />;
  }
  return (
    <section className="offering-page" aria-labelledby="offering-title">
      <OfferingBar
        back={{ to: paths.food(), label: i18n._(m.backToFood) }}
        offeringId={offeringId}
        cart={cart}
      />
      <div className="offering-page__hero">
        <Image
          src={offering.image.url}
          alt=""
          width={800}
          height={300}
          params={{ crop: "entropy", resize: "fill" }}
          // The hero is the largest thing in the first screen: fetched at once, before the products' pictures.
          priority
        />
      </div>
      <h1 id="offering-title" className="offering-page__title">
        <Markdown text={offering.description} />
      </h1>
      {offering.fulfillmentInstructions && (
        <Markdown className="offering-page__instructions" text={offering.fulfillmentInstructions} />
      )}
      <ProductGrid items={items} cart={cart} />
    </section>
  );
}

/** The products the server lists, as tiles (F-115); with none, says so and leads to the offerings (F-117). */
function ProductGrid({ items, cart }: { items: readonly OfferingProduct[]; cart: Cart }) {
  const { i18n } = useLingui();
  if (items.length === 0) {
    return <NoFoodItems title={i18n._(commerceMessages.food.no_products)} />;
  }
  return (
    <>
      <h2 className="tdm-visually-hidden">{i18n._(m.products)}</h2>
      <ul className="product-grid">
        {items.map((product) => (
          <li key={product.productId}>
            <ProductTile
              product={product}
              quantity={cartQuantityOf(cart.items, product.productId)}
              cartFull={cart.cartFull ?? false}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

// An offering kept to verified members of an organisation says so and leads back to food (contract §5.1).
export const ErrorBoundary = OfferingErrorBoundary;
