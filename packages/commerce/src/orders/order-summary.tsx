import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import type { DetailedOrder, Image as ImageData, Money } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { EmptyState } from "@tandem/ui/empty-state";
import { Image } from "@tandem/ui/image";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMoney } from "../price/use-money.ts";
import { orderMessages as m } from "./order-messages.ts";
import { seedOrderDetail } from "./seed-order-detail.ts";

/** An order's picture, 80 px square; without one, an empty square of the same size when `keepRoom`. */
export function OrderThumb({
  image,
  keepRoom = false,
}: {
  image: ImageData | null | undefined;
  keepRoom?: boolean;
}) {
  if (!image && !keepRoom) return null;
  return (
    <span className="orders__thumb">
      {image ? (
        <Image src={image.url} alt="" width={80} height={80} params={{ crop: "center", resize: "fill" }} />
      ) : (
        <span className="orders__thumb-blank" />
      )}
    </span>
  );
}

/**
 * "Order <serial>", linking to the order's page (F-143). The detail the list already holds goes with the visit, so
 * the page needs no request (F-144).
 */
export function OrderSerialLink({
  order,
  detail,
  className,
}: {
  order: { id: number; serial: string };
  detail: DetailedOrder | undefined;
  className: string;
}) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  return (
    <Link
      className={className}
      to={paths.order({ orderId: order.id })}
      onClick={() => detail && seedOrderDetail(queryClient, api, detail)}
    >
      {i18n._({ ...m.orderSerial, values: { serial: order.serial } })}
    </Link>
  );
}

/** An order's total, named "Total" for screen readers. */
export function OrderTotal({ total }: { total: Money }) {
  const { i18n } = useLingui();
  const money = useMoney();
  return (
    <span className="orders__entry-total">
      <span className="tdm-visually-hidden">{i18n._(m.total)} </span>
      {money(total)}
    </span>
  );
}

/** A list of orders with nothing in it: what is missing, why, and the one way forward. */
export function OrdersEmpty({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
}) {
  return (
    <EmptyState
      title={title}
      action={
        <Link className={buttonClassName()} to={action.to}>
          {action.label}
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
