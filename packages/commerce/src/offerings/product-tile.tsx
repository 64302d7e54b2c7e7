import { useLingui } from "@lingui/react";
import type { OfferingProduct } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { Link } from "react-router";
import { Price } from "../price/price.tsx";
import { soldOutLabel } from "./availability.ts";
import { foodMessages as m } from "./food-messages.ts";

/**
 * A product of the offering's grid (F-115): first image, name, vendor, and the price block or, when sold out, why
 * (the server's reason, "Sold out" without one, or "Cart full", F-124); the whole tile links to the product page.
 */
export function ProductTile({
  product,
  quantity,
  cartFull,
}: {
  product: OfferingProduct;
  quantity: number;
  cartFull: boolean;
}) {
  const { i18n } = useLingui();
  const image = product.images[0];
  return (
    <Link
      className={`product-tile${product.outOfStock ? " product-tile--sold-out" : ""}`}
      to={paths.product({ offeringId: product.offeringId, productId: product.productId })}
    >
      <span className="product-tile__image">
        {image && (
          <Image
            src={image.url}
            alt=""
            width={320}
            height={240}
            params={{ crop: "entropy", resize: "fill" }}
          />
        )}
        {quantity > 0 && (
          <span className="product-tile__in-cart">
            {i18n._({ ...m.inCart, values: { count: quantity } })}
          </span>
        )}
      </span>
      <span className="product-tile__body">
        <Markdown className="product-tile__name" text={product.name} />
        <span className="product-tile__vendor">
          {i18n._({ ...m.fromVendor, values: { vendor: product.vendor.name } })}
        </span>
        {product.outOfStock ? (
          <span className="product-tile__sold-out">{soldOutLabel(i18n, product, cartFull)}</span>
        ) : (
          <Price price={product.customerPrice} undiscounted={product.undiscountedPrice} showSavings={false} />
        )}
      </span>
    </Link>
  );
}
