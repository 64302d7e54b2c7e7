import { useLingui } from "@lingui/react";
import type { MobilityTrip } from "@tandem/api-client/schemas";
import { formatDate, formatMoney, toLanguage } from "@tandem/i18n";
import { PageErrorBoundary, pageMessages, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { Image } from "@tandem/ui/image";
import { Link, useParams, useSearchParams } from "react-router";
import { BackLink } from "../page-frame/back-link.tsx";
import { PaymentSection } from "./payment-section.tsx";
import { tripDescription } from "./trip-description.ts";
import { readTripParam } from "./trip-link.ts";
import { tripsMessages as m } from "./trips-messages.ts";
import { VehicleImage } from "./vehicle-image.tsx";
import "./trips.css";

type Address = MobilityTrip["beginAddress"];

// A trip end (F-182): the label, the time, and the address when there is one (imported trips have none).
function TripEnd({ label, address, at }: { label: string; address: Address; at: string | null | undefined }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return (
    <li className="receipt__end">
      <span className="receipt__end-dot" aria-hidden="true" />
      <div className="receipt__end-text">
        <span className="receipt__end-label">{label}</span>
        {address?.part1 && <span>{address.part1}</span>}
        {address?.part2 && <span className="receipt__muted">{address.part2}</span>}
      </div>
      {at && (
        <time className="receipt__end-time" dateTime={at}>
          {formatDate(at, language, "time")}
        </time>
      )}
    </li>
  );
}

// D-15, E-24: the error view, with the way back to the list the link came from.
function BrokenLink() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.brokenTitle);
  return (
    <ErrorView
      title={title}
      focusOnMount
      actions={
        <>
          <Link className={buttonClassName()} to={paths.trips()}>
            {i18n._(m.seeTrips)}
          </Link>
          <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.dashboard()}>
            {i18n._(pageMessages.goHome)}
          </Link>
        </>
      }
    >
      <p>{i18n._(m.brokenBody)}</p>
    </ErrorView>
  );
}

function Receipt({ trip }: { trip: MobilityTrip }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  usePageTitle(m.receiptTitle);
  const charge = trip.charge;
  return (
    <article className="account-page receipt" aria-labelledby="receipt-title">
      <BackLink to={paths.trips()} label={m.backToTrips} />
      <h1 id="receipt-title">{formatDate(trip.beganAt, language, "long")}</h1>
      <div className="receipt__summary">
        <VehicleImage type={trip.vehicleType} providerSlug={trip.provider.slug} height={60} />
        <div>
          <p className="receipt__description">{tripDescription(i18n, trip)}</p>
          {charge && <p className="receipt__cost">{formatMoney(charge.customerCost, language)}</p>}
          {charge && charge.savings.cents > 0 && (
            <p className="receipt__saved">
              {i18n._({ ...m.saved, values: { amount: formatMoney(charge.savings, language) } })}
            </p>
          )}
        </div>
      </div>
      <p className="receipt__thanks">{i18n._(m.thanks)}</p>
      {trip.image ? (
        <div className="receipt__photo">
          <Image
            src={trip.image.url}
            alt={trip.image.caption || i18n._(m.tripPhoto)}
            width={600}
            height={300}
          />
        </div>
      ) : (
        <hr className="receipt__divider" />
      )}
      <section className="receipt__section" aria-labelledby="receipt-trip">
        <h2 id="receipt-trip">{i18n._(m.yourTrip)}</h2>
        <ol className="receipt__ends">
          <TripEnd label={i18n._(m.start)} address={trip.beginAddress} at={trip.beganAt} />
          <TripEnd label={i18n._(m.end)} address={trip.endAddress} at={trip.endedAt} />
        </ol>
      </section>
      <PaymentSection charge={charge} />
    </article>
  );
}

/**
 * `/trip/{id}?trip=…` (R-32, F-182, C-29): the receipt, built from the trip carried in the address, so it needs
 * no request; a value that cannot be read shows the error view (D-15, E-24).
 */
export function Component() {
  const { tripId } = useParams();
  const [search] = useSearchParams();
  const trip = readTripParam(search.get("trip"), tripId);
  return trip ? <Receipt trip={trip} /> : <BrokenLink />;
}

export const ErrorBoundary = PageErrorBoundary;
