import { useLingui } from "@lingui/react";
import type { MobilityTrip, TripList } from "@tandem/api-client/schemas";
import { mobilityQueries, useApiClient } from "@tandem/api-client/react";
import { formatDate, formatMoney, toLanguage } from "@tandem/i18n";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { EmptyState } from "@tandem/ui/empty-state";
import { Pagination } from "@tandem/ui/pagination";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { BackLink } from "../page-frame/back-link.tsx";
import { tripDescription } from "./trip-description.ts";
import { tripReceiptPath } from "./trip-link.ts";
import { tripsMessages as m } from "./trips-messages.ts";
import { VehicleImage } from "./vehicle-image.tsx";
import "./trips.css";

// The API gives trips 100 to a page (contract §4.6): `?page=` (1-based, as the API's) reaches older ones.
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `GET /mobility/trips` before the page shows; a failure shows the error view (E-25). */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  ({ request }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(
      mobilityQueries.tripPage(apiClient, pageOf(new URL(request.url).searchParams)),
    );

function TripRow({ trip }: { trip: MobilityTrip }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return (
    <li>
      <Link className="trip-row" to={tripReceiptPath(trip)}>
        <VehicleImage type={trip.vehicleType} providerSlug={trip.provider.slug} height={42} />
        <span className="trip-row__text">
          <span className="trip-row__description">{tripDescription(i18n, trip)}</span>
          <time className="trip-row__start" dateTime={trip.beganAt}>
            {formatDate(trip.beganAt, language, "short-date-time")}
          </time>
        </span>
        {trip.charge && (
          <span className="trip-row__cost">{formatMoney(trip.charge.customerCost, language)}</span>
        )}
      </Link>
    </li>
  );
}

// A week's dates are pure dates (contract §1.3): shown as they are, whatever the device's time zone.
function WeekHeading({ week }: { week: TripList["weeks"][number] }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return (
    <h2 className="trips__week">
      {i18n._({
        ...m.week,
        values: {
          begin: formatDate(`${week.beginAt}T12:00:00Z`, language, "long", "UTC"),
          end: formatDate(`${week.endAt}T12:00:00Z`, language, "long", "UTC"),
        },
      })}
    </h2>
  );
}

/**
 * `/trips` (R-31, F-178–F-181, C-29): title and intro, then the trips by week, each week headed by its dates and
 * holding `items[beginIndex, endIndex)`; a row opens the receipt with the trip carried in the address (no
 * request). With no trips, the empty state and a way to the map.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.title);
  const [search] = useSearchParams();
  const { data } = useSuspenseQuery(mobilityQueries.tripPage(api, pageOf(search)));
  return (
    <section className="account-page trips" aria-labelledby="trips-title">
      <BackLink to={paths.dashboard()} label={m.backToDashboard} />
      <h1 id="trips-title">{title}</h1>
      <p className="account-page__lead">{i18n._(m.intro)}</p>
      {data.items.length === 0 ? (
        <EmptyState
          title={i18n._(m.empty)}
          action={
            <Link className={buttonClassName()} to={paths.mobility()}>
              {i18n._(m.findVehicle)}
            </Link>
          }
        >
          <p>{i18n._(m.emptyHint)}</p>
        </EmptyState>
      ) : (
        data.weeks.map((week) => (
          <section key={`${week.beginAt}-${week.beginIndex}`} className="trips__group">
            <WeekHeading week={week} />
            <ul className="trips__list">
              {data.items.slice(week.beginIndex, week.endIndex).map((trip) => (
                <TripRow key={trip.id} trip={trip} />
              ))}
            </ul>
          </section>
        ))
      )}
      <Pagination
        page={data.currentPage}
        pageCount={data.pageCount}
        renderLink={({ page, ...props }) => <Link {...props} to={{ search: `?page=${page}` }} />}
      />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
