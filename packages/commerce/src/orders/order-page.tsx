import { Trans, useLingui } from "@lingui/react";
import { orderQueries, useApiClient } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { Markdown } from "@tandem/ui/markdown";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useParams, type LoaderFunctionArgs } from "react-router";
import { BackLink } from "./back-link.tsx";
import { ClaimPanel } from "./claim-panel.tsx";
import { FulfillmentBlock } from "./fulfillment-block.tsx";
import { OrderCosts } from "./order-costs.tsx";
import { OrderHeader } from "./order-header.tsx";
import { OrderItems } from "./order-items.tsx";
import { useOrderDate } from "./order-dates.ts";
import { orderMessages as m } from "./order-messages.ts";
import { OrderTimes } from "./order-times.tsx";
import { useClaimOrder } from "./use-claim-order.ts";
import "./orders.css";

/** The order id of `/order/:orderId`; anything but a positive whole number fails like a missing order. */
function orderIdOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`No order "${value ?? ""}"`);
  return id;
}

// F-144: an order opened from the history or the unclaimed list is already in the cache; no request then.
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(orderQueries.detail(apiClient, orderIdOf(params.orderId)));

/** How long an order passed along by the list counts as fresh, so opening it sends nothing (F-144). */
const FRESH_MS = 30_000;

/**
 * `/order/{id}` (R-24, F-146–F-151, D-31, A-39): "Order <serial>" with its date, the claim block while claimable,
 * the claimed note once claimed, both pickup times, the pickup option (editable where allowed), the costs with
 * every funding line, the picture and the items.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const orderId = orderIdOf(useParams().orderId);
  const { data: order } = useSuspenseQuery({ ...orderQueries.detail(api, orderId), staleTime: FRESH_MS });
  const title = usePageTitle({ ...m.orderSerial, values: { serial: order.serial } });
  const dateTime = useOrderDate();
  // The hold button goes away once claimed: focus moves to the claimed note, which says what happened.
  const justClaimed = useRef(false);
  const claimedNote = useRef<HTMLDivElement>(null);
  const claim = useClaimOrder(() => {
    justClaimed.current = true;
  });
  useEffect(() => {
    if (!justClaimed.current || !order.fulfilledAt) return;
    justClaimed.current = false;
    claimedNote.current?.focus();
  }, [order.fulfilledAt]);
  return (
    <article className="orders orders--detail" aria-labelledby="order-title">
      <BackLink to={paths.orderHistory()}>{i18n._(m.backToHistory)}</BackLink>
      <OrderHeader order={order} title={title} />
      {order.orderStatus === "canceled" && <Alert variant="info">{i18n._(m.canceled)}</Alert>}
      {order.canClaim && (
        <ClaimPanel order={order} busy={claim.isPending} onClaim={() => claim.submit(order.id)} />
      )}
      {!order.canClaim && order.fulfilledAt && (
        <div ref={claimedNote} tabIndex={-1} className="orders__note">
          <Alert variant="success">
            <Trans
              id={m.claimedNote.id}
              message={m.claimedNote.message}
              values={{
                offering: <Markdown text={order.offeringDescription} format="inline" />,
                date: dateTime(order.fulfilledAt),
              }}
            />
          </Alert>
        </div>
      )}
      <OrderTimes order={order} />
      <FulfillmentBlock order={order} />
      <OrderCosts order={order} />
      <OrderItems items={order.items} headingLevel={2} showDescription />
    </article>
  );
}

export const ErrorBoundary = PageErrorBoundary;
