import { useLingui } from "@lingui/react";
import type { Cart } from "@tandem/api-client/schemas";
import { commerceMessages } from "@tandem/i18n";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { useMoney } from "../price/use-money.ts";
import { cartItemCount } from "./cart-count.ts";
import { cartMessages as m } from "./cart-messages.ts";

/**
 * The cart's foot (F-126, F-127): the subtotal with the item count, the available credit and the cost to you (each
 * only when not zero), and Continue to checkout.
 */
export function CartTotals({
  cart,
  pending,
  onContinue,
}: {
  cart: Cart;
  pending: boolean;
  onContinue: () => void;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  return (
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
      <Button block size="lg" loading={pending} onClick={onContinue}>
        {i18n._(m.continueToCheckout)}
      </Button>
    </section>
  );
}
