import { beginTrip, endTrip, isApiError, type ApiClient } from "@tandem/api-client";
import { meQueries, mobilityQueries, useApiClient } from "@tandem/api-client/react";
import { useAction } from "@tandem/page-kit";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { MapVehicle } from "../../core/decode-vehicles.ts";
import type { MapView, Place } from "../view/map-view.ts";
import { recheckTrip, TRIP_END_UNKNOWN_CODES, TRIP_UNKNOWN_CODES } from "./trip-recheck.ts";
import type { DrawerHandle } from "./use-drawer-state.ts";
import type { MemberPosition } from "./use-member-location.ts";

/** What Reserve sends: the map's vehicle (its provider) and the detail's vehicle id and rate. */
export interface ReserveInput {
  vehicle: MapVehicle;
  vehicleId: string;
  rateId: number;
}

function useReserve(api: ApiClient, queryClient: QueryClient, { dispatch, latest }: DrawerHandle) {
  return useAction({
    mutationFn: (input: ReserveInput) =>
      // The map's provider id (program pricing id), not the vendor service's (contract §4.4).
      beginTrip(api, {
        providerId: input.vehicle.provider.id,
        vehicleId: input.vehicleId,
        rateId: input.rateId,
      }),
    onSuccess: (trip) => dispatch({ type: "trip-began", trip }),
    onError: (error) => {
      // A reserve whose answer never came (a timeout, a dropped connection) may still have begun the trip, and a
      // second tap is then refused with `ongoing_trip`: the member is read again, now and a little later, and a
      // trip found on them opens the trip card, so the member never rides unaware.
      if (!isApiError(error) || !TRIP_UNKNOWN_CODES.has(error.code)) return;
      recheckTrip(
        () => queryClient.fetchQuery({ ...meQueries.current(api), staleTime: 0 }),
        (member) => {
          if (member?.ongoingTrip && latest.current.kind !== "trip")
            dispatch({ type: "trip-began", trip: member.ongoingTrip });
        },
      );
    },
  });
}

function useEndTrip(api: ApiClient, queryClient: QueryClient, { dispatch, latest }: DrawerHandle) {
  return useAction({
    mutationFn: (place: Place) => endTrip(api, place),
    onSuccess: (trip) => dispatch({ type: "trip-ended", trip }),
    onError: (error) => {
      // An end whose answer never came (a timeout, a dropped connection) may still have ended the trip, and a second
      // tap is then refused with `no_active_trip`: the member's trips are read again, now and a little later, and
      // the trip found ended shows its summary and charge, so the member is never left on a ride that is over.
      const riding = latest.current;
      if (riding.kind !== "trip" || !isApiError(error) || !TRIP_END_UNKNOWN_CODES.has(error.code)) return;
      const tripId = riding.trip.id;
      recheckTrip(
        () => queryClient.fetchQuery({ ...mobilityQueries.tripPage(api, 1), staleTime: 0 }),
        (trips) => {
          const ended = trips.items.find((trip) => trip.id === tripId);
          const now = latest.current;
          if (!ended || trips.ongoing || now.kind !== "trip" || now.trip.id !== tripId) return;
          dispatch({ type: "trip-ended", trip: ended });
          // The member no longer has the trip (the dashboard reads it there).
          void queryClient.invalidateQueries({ queryKey: meQueries.current(api).queryKey });
        },
      );
    },
  });
}

/**
 * The trip's two writes, each sent once (F-107): Reserve begins it and End trip ends it where the member is, or
 * where the map is centred when location is denied. A lost answer is checked against the member's own record.
 */
export function useTrip(drawer: DrawerHandle, view: MapView, position: MemberPosition | null) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const reserve = useReserve(api, queryClient, drawer);
  const end = useEndTrip(api, queryClient, drawer);
  return {
    reserve,
    end,
    endTrip: () => {
      const from = position ?? view.camera();
      if (from) end.submit({ lat: from.lat, lng: from.lng });
    },
  };
}

/** The trip's writes as the drawer uses them. */
export type TripActions = ReturnType<typeof useTrip>;
