import { useLingui } from "@lingui/react";
import type { Checkout, PaymentInstrument } from "@tandem/api-client/schemas";
import type { ReactNode } from "react";
import { useMoney } from "../price/use-money.ts";
import { checkoutMessages as m } from "./checkout-messages.ts";

function Line({ label, value, tone }: { label: ReactNode; value: string; tone?: "saving" | "total" }) {
  return (
    <div className={`checkout-summary__line${tone ? ` checkout-summary__line--${tone}` : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The order summary (F-136, B-04): items at their undiscounted cost, handling, total savings (when any), total before
 * tax, tax, each fund used (negative, green), then the amount to be charged and the instrument it goes to.
 */
export function OrderSummary({
  checkout,
  instrument,
}: {
  checkout: Checkout;
  instrument: PaymentInstrument | undefined;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const count = checkout.items.reduce((sum, item) => sum + item.quantity, 0);
  const negative = (amount: { cents: number; currency: string }) =>
    `−${money({ ...amount, cents: Math.abs(amount.cents) })}`;
  return (
    <section className="checkout-section checkout-summary" aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{i18n._(m.summaryTitle)}</h2>
      <dl>
        <Line label={i18n._({ ...m.items, values: { count } })} value={money(checkout.undiscountedCost)} />
        <Line label={i18n._(m.handling)} value={money(checkout.handling)} />
        {checkout.savings.cents !== 0 && (
          <Line label={i18n._(m.savings)} value={negative(checkout.savings)} tone="saving" />
        )}
      </dl>
      <hr />
      <dl>
        <Line label={i18n._(m.beforeTax)} value={money(checkout.taxableCost)} />
        <Line label={i18n._(m.tax)} value={money(checkout.tax)} />
        {checkout.existingFundsAvailable.map((fund) => (
          <Line key={fund.name} label={fund.name} value={negative(fund.amount)} tone="saving" />
        ))}
      </dl>
      <hr />
      <dl>
        <Line
          label={i18n._(m.toBeCharged)}
          value={money(checkout.chargeableTotal)}
          {...(checkout.requiresPaymentInstrument ? { tone: "total" as const } : {})}
        />
      </dl>
      {checkout.requiresPaymentInstrument ? (
        instrument && (
          <p className="checkout-summary__charge-to">
            {i18n._({ ...m.chargeTo, values: { instrument: instrument.name } })}
          </p>
        )
      ) : (
        <p className="checkout-summary__charge-to">{i18n._(m.nothingToCharge)}</p>
      )}
    </section>
  );
}
