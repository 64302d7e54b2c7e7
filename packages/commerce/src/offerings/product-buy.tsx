import { useLingui } from "@lingui/react";
import type { Cart, OfferingProduct } from "@tandem/api-client/schemas";
import { Markdown } from "@tandem/ui/markdown";
import { Price } from "../price/price.tsx";
import { useMoney } from "../price/use-money.ts";
import { CartControl } from "./cart-control.tsx";
import { foodMessages as m } from "./food-messages.ts";

export interface ProductBuyProps {
  product: OfferingProduct;
  cart: Cart;
  /** How many of the product the cart holds. */
  quantity: number;
  onQuantity: (quantity: number) => void;
}

/**
 * The product's buying block (F-120, F-121, F-123): its name, "From <vendor>", the price block (B-03) with what a
 * credit pays, the large cart control, and the item subtotal (quantity × customer price) once it is in the cart.
 */
export function ProductBuy({ product, cart, quantity, onQuantity }: ProductBuyProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  return (
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
        cartFull={cart.cartFull ?? false}
        onChange={(next) => onQuantity(next)}
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
