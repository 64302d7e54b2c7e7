import type { MapVehicle } from "../../core/decode-vehicles.ts";
import { CardHead } from "./card-head.tsx";
import { RateLine } from "./rate-line.tsx";
import { UsageProhibitedNotice } from "./usage-prohibited-notice.tsx";

/**
 * The card of a vehicle whose provider the member may not use: everything comes from the map's provider
 * (its name as the drawer's title, its vendor and rate here, and why), so no vehicle call is made.
 */
export function ProhibitedCard({ vehicle, reason }: { vehicle: MapVehicle; reason: string }) {
  return (
    <div className="mobility-card">
      <CardHead vehicle={vehicle} vendor={vehicle.provider.vendorName} />
      <RateLine rate={vehicle.provider.rate} />
      <UsageProhibitedNotice reason={reason} />
    </div>
  );
}
