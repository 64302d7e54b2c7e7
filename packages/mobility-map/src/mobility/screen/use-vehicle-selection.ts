import { mobilityQueries, useApiClient } from "@tandem/api-client/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { MapVehicle } from "../../core/decode-vehicles.ts";
import { asksForDetail, selectedVehicle } from "../../core/drawer-machine.ts";
import { MAP_LIMITS } from "../../core/map-constants.ts";
import type { MapView } from "../view/map-view.ts";
import type { DrawerHandle } from "./use-drawer-state.ts";

/** How a vehicle is selected, and by whom. */
export interface SelectionOptions {
  /** Restricted mobility (F-097): no vehicle is asked for. */
  restricted: boolean;
  /** Runs first on each selection (Reserve's last error belongs to the vehicle before). */
  onSelect: () => void;
}

/**
 * Selecting a vehicle (from the map or the list, F-088, F-096, F-097): the drawer shows it, the map flies to it and
 * highlights it, and its detail is asked for, unless restricted mobility or its provider's prohibition already says
 * it cannot be ridden.
 */
export function useVehicleSelection(
  view: MapView,
  { drawer, dispatch }: DrawerHandle,
  options: SelectionOptions,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();

  // The selected vehicle stands out on the map.
  const selected = selectedVehicle(drawer);
  useEffect(() => view.setSelected(selected), [view, selected]);

  return async function select(vehicle: MapVehicle) {
    options.onSelect();
    dispatch({ type: "select", vehicle, restricted: options.restricted });
    view.closePopup();
    view.flyTo({ lat: vehicle.lat, lng: vehicle.lng, zoom: MAP_LIMITS.vehicleZoom });
    // F-097, S-12: restricted mobility and prohibited providers never ask for the vehicle.
    if (!asksForDetail(vehicle, options.restricted)) return;
    const query = {
      loc: vehicle.loc,
      providerId: vehicle.provider.id,
      type: vehicle.type,
      ...(vehicle.disambiguator ? { disambiguator: vehicle.disambiguator } : {}),
    };
    try {
      const detail = await queryClient.fetchQuery({ ...mobilityQueries.vehicle(api, query), staleTime: 0 });
      dispatch({ type: "detail-loaded", vehicleId: vehicle.id, detail });
    } catch (error) {
      dispatch({ type: "detail-failed", vehicleId: vehicle.id, error });
    }
  };
}
