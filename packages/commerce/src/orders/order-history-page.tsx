import { useLingui } from "@lingui/react";
import type { DetailedOrder, SimpleOrder } from "@tandem/api-client/schemas";
import { meQueries, orderQueries, useApiClient } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { buttonClassName } from "@tandem/ui/button";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { BackLink } from "./back-link.tsx";
import { useOrderDate, useOrderDay } from "./order-dates.ts";
import { orderMessages as m } from "./order-messages.ts";
import { OrderSerialLink, OrdersEmpty, OrderThumb, OrderTotal } from "./order-summary.tsx";
import "./orders.css";

export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  () =>
    queryClient.ensureQueryData(orderQueries.history(apiClient));

/**
 * `/order-history` (R-23, F-142–F-145, A-38): the member's orders, newest first, each with its picture, serial,
 * status and total; a banner to `/unclaimed-orders` while orders wait for pickup; an empty state leading to food.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.historyTitle);
  const { data: history } = useSuspenseQuery(orderQueries.history(api));
  const { data: member } = useQuery(meQueries.current(api));
  const detailed = new Map(history.detailedOrders.map((order) => [order.id, order]));
  return (
    <section className="orders" aria-labelledby="order-history-title">
      <BackLink to={paths.food()}>{i18n._(m.backToFood)}</BackLink>
      {member && member.unclaimedOrdersCount > 0 && (
        <Alert
          variant="success"
          action={
            <Link className={buttonClassName({ variant: "success" })} to={paths.unclaimedOrders()}>
              {i18n._(m.claimNow)}
            </Link>
          }
        >
          {i18n._(m.readyForPickup)}
        </Alert>
      )}
      <h1 id="order-history-title">{title}</h1>
      {history.items.length === 0 ? (
        <OrdersEmpty title={i18n._(m.noOrders)} action={{ to: paths.food(), label: i18n._(m.orderFood) }}>
          {i18n._(m.noOrdersBody)}
        </OrdersEmpty>
      ) : (
        <>
          <p className="orders__lead">{i18n._(m.historyIntro)}</p>
          <ul className="orders__list">
            {history.items.map((order) => (
              <HistoryEntry key={order.id} order={order} detail={detailed.get(order.id)} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

// F-143: picture, "Order <serial>" (the link), one status line and the total.
function HistoryEntry({ order, detail }: { order: SimpleOrder; detail: DetailedOrder | undefined }) {
  const { i18n } = useLingui();
  const dateTime = useOrderDate();
  const day = useOrderDay();
  const status = order.fulfilledAt
    ? i18n._({ ...m.claimedOn, values: { date: dateTime(order.fulfilledAt) } })
    : order.availableForPickupAt
      ? i18n._({ ...m.availableForPickup, values: { date: day(order.availableForPickupAt) } })
      : i18n._({ ...m.placedOn, values: { date: dateTime(order.createdAt) } });
  return (
    <li className="orders__entry">
      <OrderThumb image={order.image} keepRoom />
      <span className="orders__entry-text">
        <OrderSerialLink className="orders__entry-link" order={order} detail={detail} />
        <span className="orders__entry-status">{status}</span>
      </span>
      <OrderTotal total={order.total} />
    </li>
  );
}

export const ErrorBoundary = PageErrorBoundary;
