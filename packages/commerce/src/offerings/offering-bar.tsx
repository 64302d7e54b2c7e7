import { useLingui } from "@lingui/react";
import type { Cart } from "@tandem/api-client/schemas";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CartButton } from "./cart-button.tsx";
import { foodMessages as m } from "./food-messages.ts";
import "./offering.css";

/**
 * The sticky bar of the offering, product and cart pages: a back link and, except on the cart page, the
 * cart button.
 */
export function OfferingBar({
  back,
  offeringId,
  cart,
}: {
  back: { to: string; label: ReactNode };
  offeringId: number;
  cart?: Cart | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <nav className="offering-bar" aria-label={i18n._(m.shoppingBar)}>
      <Link to={back.to} className="offering-bar__back">
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      {cart && <CartButton offeringId={offeringId} cart={cart} />}
    </nav>
  );
}
