import { useLingui } from "@lingui/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { Price } from "../price/price.tsx";
import { useMoney } from "../price/use-money.ts";
import { orderMessages as m } from "./order-messages.ts";

/**
 * F-146: the items' price (undiscounted struck when different), fees, taxes, total, and one line per funding
 * transaction "label: amount".
 */
export function OrderCosts({ order }: { order: DetailedOrder }) {
  const { i18n } = useLingui();
  const money = useMoney();
  return (
    <section className="orders__panel" aria-labelledby="order-costs">
      <h2 id="order-costs" className="orders__panel-title">
        {i18n._(m.costs)}
      </h2>
      <dl className="orders__pairs orders__costs">
        <div>
          <dt>{i18n._(m.itemsPrice)}</dt>
          <dd>
            <Price price={order.customerCost} undiscounted={order.undiscountedCost} />
          </dd>
        </div>
        <div>
          <dt>{i18n._(m.handling)}</dt>
          <dd>{money(order.handling)}</dd>
        </div>
        <div>
          <dt>{i18n._(m.tax)}</dt>
          <dd>{money(order.tax)}</dd>
        </div>
        <div className="orders__total">
          <dt>{i18n._(m.total)}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      <h3 className="orders__subtitle">{i18n._(m.paidWith)}</h3>
      {order.fundingTransactions.length > 0 ? (
        <ul className="orders__funding">
          {order.fundingTransactions.map((transaction, index) => (
            <li key={`${transaction.label}-${index}`}>
              {i18n._({
                ...m.fundingLine,
                values: { label: transaction.label, amount: money(transaction.amount) },
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="orders__muted">{i18n._(m.noFunding)}</p>
      )}
    </section>
  );
}
