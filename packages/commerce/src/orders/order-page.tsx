import { Trans, useLingui } from "@lingui/react";
import { orderQueries, useApiClient } from "@tandem/api-client/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useParams, type LoaderFunctionArgs } from "react-router";
import { Price } from "../price/price.tsx";
import { useMoney } from "../price/use-money.ts";
import { BackLink } from "./back-link.tsx";
import { ClaimPanel } from "./claim-panel.tsx";
import { FulfillmentBlock } from "./fulfillment-block.tsx";
import { OrderItems } from "./order-items.tsx";
import { useOrderDate } from "./order-dates.ts";
import { orderMessages as m } from "./order-messages.ts";
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
      <header className="orders__header">
        {order.image && (
          <span className="orders__thumb">
            <Image
              src={order.image.url}
              alt={order.image.caption}
              width={80}
              height={80}
              params={{ crop: "center", resize: "fill" }}
            />
          </span>
        )}
        <span className="orders__header-text">
          <h1 id="order-title">{title}</h1>
          <span className="orders__lead">
            <Markdown text={order.offeringDescription} format="inline" />
            {" · "}
            <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
          </span>
        </span>
      </header>
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

// D-31: both the pickup-available and the picked-up time.
function OrderTimes({ order }: { order: DetailedOrder }) {
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

// F-146: the items' price (undiscounted struck when different), fees, taxes, total, and one line per funding
// transaction "label: amount".
function OrderCosts({ order }: { order: DetailedOrder }) {
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

export const ErrorBoundary = PageErrorBoundary;
