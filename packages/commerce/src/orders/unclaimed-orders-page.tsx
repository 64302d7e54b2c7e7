import { useLingui } from "@lingui/react";
import { orderQueries, useApiClient } from "@tandem/api-client/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Markdown } from "@tandem/ui/markdown";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { BackLink } from "./back-link.tsx";
import { ClaimPanel } from "./claim-panel.tsx";
import { ClaimedModal } from "./claimed-modal.tsx";
import { useOrderDay } from "./order-dates.ts";
import { orderMessages as m } from "./order-messages.ts";
import { OrderSerialLink, OrdersEmpty, OrderThumb, OrderTotal } from "./order-summary.tsx";
import { useClaimOrder } from "./use-claim-order.ts";
import "./orders.css";

export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  () =>
    queryClient.ensureQueryData(orderQueries.unclaimed(apiClient));

/**
 * `/unclaimed-orders` (R-25, F-152, F-153, A-40): a card per order ready for pickup, each claimed by a 2 s
 * press-and-hold at the pickup table. A claimed order leaves the list and the claimed modal opens; with nothing
 * to claim, the page says so and leads to the order history.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.unclaimedTitle);
  const { data: unclaimed } = useSuspenseQuery(orderQueries.unclaimed(api));
  const [claimed, setClaimed] = useState<DetailedOrder | null>(null);
  const claim = useClaimOrder(setClaimed);
  const [claiming, setClaiming] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeModal = () => {
    setClaimed(null);
    // The claimed card (whose button opened the modal) is gone: focus goes back to the page's title, not to nowhere.
    window.requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
    });
  };
  return (
    <section className="orders" aria-labelledby="unclaimed-title">
      <BackLink to={paths.orderHistory()}>{i18n._(m.backToHistory)}</BackLink>
      <h1 id="unclaimed-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {unclaimed.items.length === 0 ? (
        <OrdersEmpty
          title={i18n._(m.noneToClaim)}
          action={{ to: paths.orderHistory(), label: i18n._(m.backToHistory) }}
        >
          {i18n._(m.noneToClaimBody)}
        </OrdersEmpty>
      ) : (
        <>
          <p className="orders__lead">{i18n._(m.unclaimedIntro)}</p>
          <ul className="orders__cards">
            {unclaimed.items.map((order) => (
              <li key={order.id}>
                <UnclaimedCard
                  order={order}
                  busy={claim.isPending && claiming === order.id}
                  onClaim={() => {
                    setClaiming(order.id);
                    claim.submit(order.id);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ClaimedModal order={claimed} onClose={closeModal} />
    </section>
  );
}

function UnclaimedCard({
  order,
  busy,
  onClaim,
}: {
  order: DetailedOrder;
  busy: boolean;
  onClaim: () => void;
}) {
  const { i18n } = useLingui();
  const day = useOrderDay();
  const headingId = `unclaimed-${order.id}`;
  return (
    <article className="orders__card" aria-labelledby={headingId}>
      <header className="orders__card-head">
        <OrderThumb image={order.image} />
        <span className="orders__entry-text">
          <h2 id={headingId} className="orders__panel-title">
            <OrderSerialLink className="orders__card-link" order={order} detail={order} />
          </h2>
          <Markdown className="orders__entry-status" text={order.offeringDescription} format="inline" />
          {order.availableForPickupAt && (
            <span className="orders__entry-status">
              {i18n._({ ...m.availableForPickup, values: { date: day(order.availableForPickupAt) } })}
            </span>
          )}
        </span>
        <OrderTotal total={order.total} />
      </header>
      <ul className="orders__card-items">
        {order.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <Markdown text={item.name} format="inline" />
            {" × "}
            {item.quantity}
          </li>
        ))}
      </ul>
      {order.fulfillmentOption && (
        <p className="orders__muted">
          <Markdown text={order.fulfillmentOption.description} format="inline" />
        </p>
      )}
      <ClaimPanel order={order} busy={busy} onClaim={onClaim} instructions={false} />
    </article>
  );
}

export const ErrorBoundary = PageErrorBoundary;
