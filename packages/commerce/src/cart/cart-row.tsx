import { useLingui } from "@lingui/react";
import type { OfferingProduct } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { Link } from "react-router";
import { CartControl } from "../offerings/cart-control.tsx";
import { foodMessages } from "../offerings/food-messages.ts";
import { Price } from "../price/price.tsx";
import { cartMessages as m } from "./cart-messages.ts";

const times = (product: OfferingProduct, quantity: number, key: "customerPrice" | "undiscountedPrice") => ({
  ...product[key],
  cents: product[key].cents * quantity,
});

export interface CartRowProps {
  offeringId: number;
  product: OfferingProduct;
  quantity: number;
  cartFull: boolean;
  onChange: (quantity: number) => void;
}

/**
 * An item of the cart (F-125): image and name linking to the product, the vendor, the small cart control and the
 * line's price (the quantity times the unit price).
 */
export function CartRow({ offeringId, product, quantity, cartFull, onChange }: CartRowProps) {
  const { i18n } = useLingui();
  const image = product.images[0];
  const to = paths.product({ offeringId, productId: product.productId });
  return (
    <li className="cart-row">
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
        <CartControl product={product} quantity={quantity} cartFull={cartFull} onChange={onChange} />
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
}
