import { useLingui } from "@lingui/react";
import type { Money } from "@tandem/api-client/schemas";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { mapMessages as m } from "../map-messages.ts";

/** An unlock surcharge and a price per minute. */
interface Price {
  surcharge: Money;
  unitAmount: Money;
}

/** A rate as the map's provider (price only) or the vehicle's detail (its name and undiscounted price too) has it. */
export type ShownRate = Price & { name?: string; undiscountedRate?: Price | null };

/**
 * The rate line (D-09): unlock surcharge plus price per minute; when discounted, the discounted rate's name beside
 * it and the undiscounted rate struck through.
 */
export function RateLine({ rate }: { rate: ShownRate }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  const words = (price: Price) => ({
    surcharge: formatMoney(price.surcharge, language),
    unit: formatMoney(price.unitAmount, language),
  });
  return (
    <div className="mobility-card__rate">
      {rate.undiscountedRate && rate.name && <p className="mobility-card__rate-name">{rate.name}</p>}
      <p className="mobility-card__price">{i18n._({ ...m.rate, values: words(rate) })}</p>
      {rate.undiscountedRate && (
        <p className="mobility-card__usual">
          <s>{i18n._({ ...m.usualRate, values: words(rate.undiscountedRate) })}</s>
        </p>
      )}
    </div>
  );
}
