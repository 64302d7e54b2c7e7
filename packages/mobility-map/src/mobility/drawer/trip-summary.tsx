import { useLingui } from "@lingui/react";
import type { MobilityTrip } from "@tandem/api-client/schemas";
import { formatMoney, mobilityMessages, toLanguage } from "@tandem/i18n";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { mapMessages as m } from "../map-messages.ts";

/**
 * The post-trip summary (F-108, D-32): the vendor, what the member paid (`charge.customerCost`) and saved
 * (`charge.savings`), and Close back to the map.
 */
export function TripSummary({ trip, onClose }: { trip: MobilityTrip; onClose: () => void }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  const zero = { cents: 0, currency: "USD" };
  const paid = formatMoney(trip.charge?.customerCost ?? zero, language);
  const saved = formatMoney(trip.charge?.savings ?? zero, language);
  return (
    <div className="mobility-summary">
      <Markdown
        text={i18n._({
          ...mobilityMessages.trip_ended,
          values: { vendor: trip.provider.vendorName, totalCost: paid, discountAmount: saved },
        })}
      />
      <dl className="mobility-summary__figures">
        <div>
          <dt>{i18n._(m.paid)}</dt>
          <dd>{paid}</dd>
        </div>
        <div className="mobility-summary__saved">
          <dt>{i18n._(m.saved)}</dt>
          <dd>{saved}</dd>
        </div>
      </dl>
      <Button size="lg" block onClick={onClose}>
        {i18n._(m.close)}
      </Button>
    </div>
  );
}
