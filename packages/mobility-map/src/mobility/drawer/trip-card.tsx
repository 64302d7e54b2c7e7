import { useLingui } from "@lingui/react";
import type { MobilityTrip } from "@tandem/api-client/schemas";
import { formatDate, toLanguage } from "@tandem/i18n";
import { failureMessage } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { Spinner } from "@tandem/ui/spinner";
import { useEffect, useState } from "react";
import { mapMessages as m } from "../map-messages.ts";

interface TripCardProps {
  trip: MobilityTrip;
  /** No fix yet: a loader instead of End trip (F-106). */
  locating: boolean;
  /** Location denied: the trip ends where the map is centred, and the card says so. */
  endsAtMapCentre: boolean;
  ending: boolean;
  endError: unknown;
  onEnd: () => void;
}

function elapsedSince(began: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(began)) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** The time since the trip began, ticking each second (a timer: read on request, not announced each tick). */
function Elapsed({ began }: { began: string }) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <div className="mobility-trip__elapsed">
      <span className="mobility-trip__elapsed-label">{i18n._(m.elapsed)}</span>
      <span role="timer" className="mobility-trip__clock">
        {elapsedSince(began, now)}
      </span>
    </div>
  );
}

/** The trip in progress (F-106): provider, start time, time riding, and End trip, sent once (F-107). */
export function TripCard({ trip, locating, endsAtMapCentre, ending, endError, onEnd }: TripCardProps) {
  const { i18n } = useLingui();
  const time = formatDate(trip.beganAt, toLanguage(i18n.locale), "time");
  return (
    <div className="mobility-trip">
      <p className="mobility-card__name">{trip.provider.name}</p>
      <p className="mobility-card__meta">{i18n._({ ...m.tripStartedAt, values: { time } })}</p>
      <Elapsed began={trip.beganAt} />
      <FormError>{endError ? i18n._(failureMessage(endError)) : null}</FormError>
      {locating ? (
        <p className="mobility-list__status" role="status">
          <Spinner size="sm" /> {i18n._(m.locating)}
        </p>
      ) : (
        <>
          <p className="mobility-card__notice">{i18n._(endsAtMapCentre ? m.endWhereMapIs : m.endTripHint)}</p>
          <Button variant="danger" size="lg" block loading={ending} onClick={onEnd}>
            {i18n._(m.endTrip)}
          </Button>
        </>
      )}
    </div>
  );
}
