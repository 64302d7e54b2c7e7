import { useLingui } from "@lingui/react";
import { pageMessages } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { Spinner } from "@tandem/ui/spinner";
import type { NearbyVehicle } from "../../core/cluster-protocol.ts";
import { markerDataUrl } from "../view/map-images.ts";
import { mapMessages as m } from "../map-messages.ts";
import { distanceWords, VEHICLE_TYPE_NAMES } from "./vehicle-words.ts";

interface VehicleListProps {
  /** Nearest first; null while the first load is on its way. */
  vehicles: readonly NearbyVehicle[] | null;
  onSelect: (vehicle: NearbyVehicle) => void;
  /** Whether the last load failed: with nothing loaded yet, the list says so and offers `onRetry`. */
  failed?: boolean;
  onRetry?: () => void;
}

/**
 * The vehicles as a list, nearest first, for members who cannot use the map's canvas (keyboard, screen readers):
 * each a button with the type, provider and distance that selects it as a tap on its marker would.
 */
export function VehicleList({ vehicles, onSelect, failed = false, onRetry }: VehicleListProps) {
  const { i18n } = useLingui();
  if (vehicles === null && failed) {
    return (
      <div className="mobility-list__status">
        <p role="alert">{i18n._(m.listFailed)}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {i18n._(pageMessages.tryAgain)}
          </Button>
        )}
      </div>
    );
  }
  if (vehicles === null) {
    return (
      <p className="mobility-list__status" role="status">
        <Spinner size="sm" /> {i18n._(m.listLoading)}
      </p>
    );
  }
  if (vehicles.length === 0) {
    return (
      <p className="mobility-list__status" role="status">
        {i18n._(m.listEmpty)}
      </p>
    );
  }
  return (
    <ul className="mobility-list" aria-label={i18n._(m.listTitle)}>
      {vehicles.map((vehicle) => {
        const [distance, values] = distanceWords(vehicle.distanceMetres, i18n.locale);
        return (
          <li key={vehicle.id}>
            <button
              type="button"
              className="mobility-list__item"
              data-vehicle-id={vehicle.id}
              onClick={() => onSelect(vehicle)}
            >
              <img
                className="mobility-list__icon"
                src={markerDataUrl(vehicle.type, vehicle.provider.slug)}
                alt=""
              />
              <span className="mobility-list__text">
                <span className="mobility-list__name">
                  {i18n._(VEHICLE_TYPE_NAMES[vehicle.type])} · {vehicle.provider.vendorName}
                </span>
                <span className="mobility-list__distance">{i18n._({ ...distance, values })}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
