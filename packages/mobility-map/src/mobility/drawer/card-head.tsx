import { useLingui } from "@lingui/react";
import type { MapVehicle } from "../../core/decode-vehicles.ts";
import { markerDataUrl } from "../view/map-images.ts";
import { VEHICLE_TYPE_NAMES } from "../list/vehicle-words.ts";

/** The head of a vehicle's card: its marker, type and vendor, and a line beneath (the vehicle id) when known. */
export function CardHead({ vehicle, vendor, meta }: { vehicle: MapVehicle; vendor: string; meta?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="mobility-card__head">
      <img className="mobility-card__icon" src={markerDataUrl(vehicle.type, vehicle.provider.slug)} alt="" />
      <div>
        <p className="mobility-card__name">
          {i18n._(VEHICLE_TYPE_NAMES[vehicle.type])} · {vendor}
        </p>
        {meta && <p className="mobility-card__meta">{meta}</p>}
      </div>
    </div>
  );
}
