import { useLingui } from "@lingui/react";
import type { Cart } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { Spinner } from "@tandem/ui/spinner";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { cartLineCount } from "./cart-limits.ts";
import { foodMessages as m } from "./food-messages.ts";

/** How long after the cart hash changes the count follows (F-119, C-20). */
export const CART_COUNT_DELAY_MS = 500;

/**
 * The cart button of the offering's sticky bar (F-118, F-119): a cart icon with the number of different products,
 * green when the cart is not empty, linking to `/cart/{offeringId}`. When the cart's hash changes, a small spinner
 * shows and the number follows 500 ms later.
 */
export function CartButton({ offeringId, cart }: { offeringId: number; cart: Cart }) {
  const { i18n } = useLingui();
  const count = cartLineCount(cart.items);
  const [shown, setShown] = useState({ hash: cart.cartHash, count });
  const updating = shown.hash !== cart.cartHash;
  useEffect(() => {
    if (!updating) return;
    const timer = setTimeout(() => setShown({ hash: cart.cartHash, count }), CART_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [updating, cart.cartHash, count]);
  const filled = shown.count > 0;
  return (
    <Link
      to={paths.cart({ offeringId })}
      className={`cart-button${filled ? " cart-button--filled" : ""}`}
      aria-label={i18n._({
        ...(updating ? m.cartUpdating : m.cartWithCount),
        values: { count: shown.count },
      })}
    >
      <svg className="cart-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l2.6 11.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 1.9-1.4L21.6 6H7.1L6.6 3.8A2.3 2.3 0 0 0 4.4 2H3v0Z"
        />
      </svg>
      <span className="cart-button__label">{i18n._(m.cart)}</span>{" "}
      <span className="cart-button__count">{updating ? <Spinner size="sm" /> : shown.count}</span>
    </Link>
  );
}
