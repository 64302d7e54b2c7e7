import { useLingui } from "@lingui/react";
import type { Money } from "@tandem/i18n";
import { priceMessages as m } from "./price-messages.ts";
import { useMoney } from "./use-money.ts";
import "./price.css";

export interface PriceProps {
  /** What the member pays. */
  price: Money;
  /** The price before discounts and subsidies; struck through when it is higher than `price`. */
  undiscounted?: Money | null | undefined;
  /** Shows "You save …" under the price when discounted. @defaultValue true */
  showSavings?: boolean;
  /** `"lg"` for a product or an order total. @defaultValue "md" */
  size?: "md" | "lg";
}

/**
 * The price block (B-03): the price, the undiscounted price struck through when it is higher, and what the
 * discount or subsidy saves. Screen readers hear "Price $3.00, Regular price $5.00".
 * @example <Price price={product.customerPrice} undiscounted={product.undiscountedPrice} />
 */
export function Price({ price, undiscounted, showSavings = true, size = "md" }: PriceProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const saved = undiscounted && undiscounted.cents > price.cents ? undiscounted.cents - price.cents : 0;
  return (
    <span className={`tdm-price tdm-price--${size}`}>
      <span className="tdm-price__line">
        <span className="tdm-price__now">
          {saved > 0 && <span className="tdm-visually-hidden">{i18n._(m.price)} </span>}
          {money(price)}
        </span>
        {saved > 0 && undiscounted && (
          <s className="tdm-price__was">
            <span className="tdm-visually-hidden">{i18n._(m.regularPrice)} </span>
            {money(undiscounted)}
          </s>
        )}
      </span>
      {saved > 0 && showSavings && (
        <span className="tdm-price__saved">
          {i18n._({ ...m.youSave, values: { amount: money({ cents: saved, currency: price.currency }) } })}
        </span>
      )}
    </span>
  );
}
