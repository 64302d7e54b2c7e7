import { Trans, useLingui } from "@lingui/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { Modal } from "@tandem/ui/modal";
import { Link } from "react-router";
import { useOrderDate } from "./order-dates.ts";
import { orderMessages as m } from "./order-messages.ts";
import { OrderItems } from "./order-items.tsx";

export interface ClaimedModalProps {
  /** The claimed order (the claim's answer), or null when closed. */
  order: DetailedOrder | null;
  onClose: () => void;
}

/**
 * The modal after a claim from the list (F-152): "Order <serial> claimed" with a checkmark, where and when it was
 * claimed, each item (80 × 80 picture, name, price × quantity), Close and View order.
 */
export function ClaimedModal({ order, onClose }: ClaimedModalProps) {
  const { i18n } = useLingui();
  const dateTime = useOrderDate();
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={
        order && (
          <span className="orders__claimed-title">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path
                d="M7 12.5l3.2 3.2L17 9"
                fill="none"
                stroke="#fff"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            {i18n._({ ...m.claimed, values: { serial: order.serial } })}
          </span>
        )
      }
      footer={
        order && (
          <>
            <Button variant="secondary" outline onClick={onClose}>
              {i18n._(m.close)}
            </Button>
            <Link className={buttonClassName()} to={paths.order({ orderId: order.id })}>
              {i18n._(m.viewOrder)}
            </Link>
          </>
        )
      }
    >
      {order && (
        <div className="orders__claimed">
          <p className="orders__claimed-text">
            <Trans
              id={m.claimedNote.id}
              message={m.claimedNote.message}
              values={{
                offering: <Markdown text={order.offeringDescription} format="inline" />,
                date: order.fulfilledAt ? dateTime(order.fulfilledAt) : "",
              }}
            />
          </p>
          <OrderItems items={order.items} headingLevel={3} />
        </div>
      )}
    </Modal>
  );
}
