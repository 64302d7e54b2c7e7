import { useLingui } from "@lingui/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { useOrderDate } from "./order-dates.ts";
import { orderMessages as m } from "./order-messages.ts";

/** D-31: both the pickup-available and the picked-up time. */
export function OrderTimes({ order }: { order: DetailedOrder }) {
  const { i18n } = useLingui();
  const dateTime = useOrderDate();
  const when = (value: string | null | undefined, missing: string) =>
    value ? (
      <time dateTime={value}>{dateTime(value)}</time>
    ) : (
      <span className="orders__muted">{missing}</span>
    );
  return (
    <section className="orders__panel" aria-labelledby="order-times">
      <h2 id="order-times" className="orders__panel-title">
        {i18n._(m.times)}
      </h2>
      <dl className="orders__pairs">
        <div>
          <dt>{i18n._(m.pickupAvailableAt)}</dt>
          <dd>
            {/* An order without a pickup time that can be (or was) claimed was ready at once. */}
            {when(
              order.availableForPickupAt,
              i18n._(order.canClaim || order.fulfilledAt ? m.atOnce : m.notScheduled),
            )}
          </dd>
        </div>
        <div>
          <dt>{i18n._(m.fulfilledAt)}</dt>
          <dd>{when(order.fulfilledAt, i18n._(m.notYet))}</dd>
        </div>
      </dl>
    </section>
  );
}
