import { useLingui } from "@lingui/react";
import type { Checkout } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { Link } from "react-router";
import { soldOutLabel } from "../offerings/availability.ts";
import { foodMessages } from "../offerings/food-messages.ts";
import { Price } from "../price/price.tsx";
import { checkoutMessages as m } from "./checkout-messages.ts";

/** "My cart" (F-135): each item with its image, vendor, quantity and price; sold-out items only by name and why. */
export function CheckoutItems({ checkout }: { checkout: Checkout }) {
  const { i18n } = useLingui();
  return (
    <section className="checkout-section" aria-labelledby="checkout-items">
      <h2 id="checkout-items">{i18n._(m.myCart)}</h2>
      <ul className="checkout-items">
        {checkout.items.map(({ product, quantity }) => {
          const image = product.images[0];
          return (
            <li key={product.productId} className="checkout-item">
              {!product.outOfStock && image && (
                <Image src={image.url} alt="" width={80} height={80} layout="fixed" />
              )}
              <div className="checkout-item__text">
                <Markdown className="checkout-item__name" text={product.name} />
                {product.outOfStock ? (
                  <span className="checkout-item__sold-out">{soldOutLabel(i18n, product)}</span>
                ) : (
                  <>
                    <span className="checkout-item__vendor">
                      {i18n._({ ...foodMessages.fromVendor, values: { vendor: product.vendor.name } })}
                    </span>
                    <span>{i18n._({ ...m.quantity, values: { count: quantity } })}</span>
                  </>
                )}
              </div>
              {!product.outOfStock && (
                <Price
                  price={{ ...product.customerPrice, cents: product.customerPrice.cents * quantity }}
                  undiscounted={{
                    ...product.undiscountedPrice,
                    cents: product.undiscountedPrice.cents * quantity,
                  }}
                  showSavings={false}
                />
              )}
            </li>
          );
        })}
      </ul>
      <Link className="checkout-edit" to={paths.cart({ offeringId: checkout.offering.id })}>
        {i18n._(m.editQuantities)}
      </Link>
    </section>
  );
}
