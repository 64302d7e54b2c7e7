import { useLingui } from "@lingui/react";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { useId } from "react";
import { useMoney } from "../price/use-money.ts";
import { orderMessages as m } from "./order-messages.ts";

export interface OrderItemsProps {
  items: DetailedOrder["items"];
  /** The level of "Items (n)". */
  headingLevel: 2 | 3;
  /** Adds each item's description (the detail page; the claimed modal leaves it out). */
  showDescription?: boolean;
}

/** "Items (n)": each item's picture (80 × 80, C-22), name, price × quantity and, on the detail page, description. */
export function OrderItems({ items, headingLevel, showDescription = false }: OrderItemsProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const count = items.length;
  return (
    <section className="orders__items" aria-labelledby={headingId}>
      <Heading id={headingId} className="orders__panel-title">
        {i18n._({ ...m.items, values: { count } })}
      </Heading>
      <ul className="orders__item-list">
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="orders__item">
            <span className="orders__thumb">
              <Image
                src={item.image.url}
                alt=""
                width={80}
                height={80}
                params={{ crop: "center", resize: "fill" }}
              />
            </span>
            <span className="orders__item-text">
              <Markdown className="orders__item-name" text={item.name} format="inline" />
              <span className="orders__item-price">
                {i18n._({
                  ...m.priceTimesQuantity,
                  values: { price: money(item.customerPrice), quantity: item.quantity },
                })}
              </span>
              {showDescription && item.description && (
                <Markdown className="orders__item-description" text={item.description} />
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
