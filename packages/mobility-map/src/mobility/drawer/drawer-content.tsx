import { useLingui } from "@lingui/react";
import { errorMessage } from "@tandem/i18n";
import { failureMessage } from "@tandem/page-kit";
import { Spinner } from "@tandem/ui/spinner";
import type { Dispatch } from "react";
import type { DrawerEvent, DrawerState } from "../../core/drawer-machine.ts";
import { mapMessages as m } from "../map-messages.ts";
import type { TripActions } from "../screen/use-trip.ts";
import { Intro, type IntroPlace, type NearbyList } from "./drawer-intro.tsx";
import { ProhibitedCard } from "./prohibited-card.tsx";
import { TripCard } from "./trip-card.tsx";
import { TripSummary } from "./trip-summary.tsx";
import { VehicleCard } from "./vehicle-card.tsx";

/** What the drawer's cards need: the state shown, the trip's writes, the nearby list and the member's place. */
export interface DrawerContentProps {
  state: DrawerState;
  dispatch: Dispatch<DrawerEvent>;
  trip: TripActions;
  nearby: NearbyList;
  place: IntroPlace;
  listOpen: boolean;
  onToggleList: () => void;
}

/** The card of the drawer's one state (F-082, F-098–F-108). */
export function DrawerContent({ state, dispatch, trip, place, ...intro }: DrawerContentProps) {
  const { i18n } = useLingui();
  switch (state.kind) {
    case "intro":
      return <Intro place={place} {...intro} />;
    case "loading":
      return (
        <p className="mobility-list__status" role="status">
          <Spinner size="sm" /> {i18n._(m.loadingVehicle)}
        </p>
      );
    case "vehicle":
      return (
        <VehicleCard
          vehicle={state.vehicle}
          detail={state.detail}
          reserving={trip.reserve.isPending}
          reserveError={trip.reserve.error}
          onReserve={() =>
            trip.reserve.submit({
              vehicle: state.vehicle,
              vehicleId: state.detail.vehicleId,
              rateId: state.detail.rate.id,
            })
          }
        />
      );
    case "unavailable":
      return <p className="mobility-card__notice">{i18n._(errorMessage("mobility_coming_soon"))}</p>;
    case "prohibited":
      return <ProhibitedCard vehicle={state.vehicle} reason={state.reason} />;
    case "failed":
      return <p className="mobility-card__notice">{i18n._(failureMessage(state.error))}</p>;
    case "trip":
      return (
        <TripCard
          trip={state.trip}
          locating={!place.location.position && !place.location.denied}
          endsAtMapCentre={!place.location.position}
          ending={trip.end.isPending}
          endError={trip.end.error}
          onEnd={trip.endTrip}
        />
      );
    case "ended":
      return <TripSummary trip={state.trip} onClose={() => dispatch({ type: "summary-closed" })} />;
  }
}
