import type { DetailedOrder } from "@tandem/api-client/schemas";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { useOrderDate } from "./order-dates.ts";

/** The order's picture, its title ("Order <serial>"), the offering and when it was ordered (F-146). */
export function OrderHeader({ order, title }: { order: DetailedOrder; title: string }) {
  const dateTime = useOrderDate();
  return (
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
  );
}
