import { useLingui } from "@lingui/react";
import type { OfferingProduct } from "@tandem/api-client/schemas";
import { useId } from "react";
import { plainText } from "../common/plain-text.ts";
import { soldOutLabel } from "./availability.ts";
import { maxQuantityOf } from "./cart-limits.ts";
import { foodMessages as m } from "./food-messages.ts";
import "./cart-control.css";

export interface CartControlProps {
  product: OfferingProduct;
  /** The quantity in the cart now (the member's latest choice). */
  quantity: number;
  /** The cart's `cartFull` flag: a sold-out product then reads "Cart full" (F-124). */
  cartFull: boolean;
  onChange: (quantity: number) => void;
  /** `lg` on the product page ("Add to cart" in words), `sm` in the cart's rows. @defaultValue "sm" */
  size?: "sm" | "lg";
}

/**
 * A sold-out product's control (F-124): a grey button saying why (the server's reason, "Sold out" without one, or
 * "Cart full"), disabled at 0 and removing the item when it is still in the cart.
 */
function SoldOutButton({ product, quantity, cartFull, onChange, size = "sm" }: CartControlProps) {
  const { i18n } = useLingui();
  const name = plainText(product.name);
  const label = soldOutLabel(i18n, product, cartFull);
  return (
    <div className={`cart-control cart-control--${size}`}>
      <button
        type="button"
        className="cart-control__sold-out"
        disabled={quantity === 0}
        aria-label={
          quantity > 0 ? i18n._({ ...m.removeSoldOut, values: { label, product: name } }) : undefined
        }
        onClick={() => onChange(0)}
      >
        {quantity > 0 && (
          <span className="cart-control__x" aria-hidden="true">
            ×
          </span>
        )}
        {label}
      </button>
    </div>
  );
}

/**
 * The cart control (F-121, F-123, V-16): a plus button ("Add to cart" on the large control at 0), and from 1 a
 * minus button and a quantity list 0..max (max = the smaller of 15 and the product's limit; plus disables there).
 * A sold-out product shows a grey button saying why (the server's reason, "Sold out" without one, or "Cart full"),
 * disabled at 0 and removing the item when it is still in the cart.
 */
export function CartControl({ product, quantity, cartFull, onChange, size = "sm" }: CartControlProps) {
  const { i18n } = useLingui();
  const id = useId();
  const name = plainText(product.name);
  const max = maxQuantityOf(product);
  if (product.outOfStock) {
    return (
      <SoldOutButton
        product={product}
        quantity={quantity}
        cartFull={cartFull}
        onChange={onChange}
        size={size}
      />
    );
  }
  const plus = (
    <button
      type="button"
      className={`cart-control__step cart-control__step--plus${quantity === 0 && size === "lg" ? " cart-control__add" : ""}`}
      disabled={quantity >= max}
      aria-label={
        quantity === 0 && size === "lg" ? undefined : i18n._({ ...m.addOne, values: { product: name } })
      }
      onClick={() => onChange(Math.min(max, quantity + 1))}
    >
      {quantity === 0 && size === "lg" ? i18n._(m.addToCart) : <span aria-hidden="true">+</span>}
    </button>
  );
  if (quantity === 0) return <div className={`cart-control cart-control--${size}`}>{plus}</div>;
  const choices = Array.from({ length: Math.max(max, quantity) + 1 }, (_, n) => n);
  return (
    <div className={`cart-control cart-control--${size}`}>
      <button
        type="button"
        className="cart-control__step"
        aria-label={i18n._({ ...m.removeOne, values: { product: name } })}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label className="tdm-visually-hidden" htmlFor={`${id}-quantity`}>
        {i18n._({ ...m.quantityOf, values: { product: name } })}
      </label>
      <select
        id={`${id}-quantity`}
        className="cart-control__quantity"
        value={quantity}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {plus}
    </div>
  );
}
