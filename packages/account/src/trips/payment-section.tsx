import { useLingui } from "@lingui/react";
import type { MobilityTrip } from "@tandem/api-client/schemas";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { Markdown } from "@tandem/ui/markdown";
import { tripsMessages as m } from "./trips-messages.ts";

/** What the trip cost, line by line, and the total; or that it was free. */
export function PaymentSection({ charge }: { charge: MobilityTrip["charge"] }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return (
    <section className="receipt__section" aria-labelledby="receipt-payment">
      <h2 id="receipt-payment">{i18n._(m.payment)}</h2>
      {charge ? (
        <dl className="receipt__payment">
          {charge.lineItems.map((item, index) => (
            <div key={`${item.memo}-${index}`}>
              <dt>
                <Markdown text={item.memo} />
              </dt>
              <dd>{formatMoney(item.amount, language)}</dd>
            </div>
          ))}
          <div className="receipt__total">
            <dt>{i18n._(m.total)}</dt>
            <dd>{formatMoney(charge.customerCost, language)}</dd>
          </div>
        </dl>
      ) : (
        <p>{i18n._(m.noCharge)}</p>
      )}
    </section>
  );
}
