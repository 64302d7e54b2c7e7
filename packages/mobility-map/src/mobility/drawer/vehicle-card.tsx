import { useLingui } from "@lingui/react";
import type { VehicleDetail } from "@tandem/api-client/schemas";
import { failureMessage } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { Link } from "react-router";
import type { MapVehicle } from "../../core/decode-vehicles.ts";
import { CardHead } from "./card-head.tsx";
import { mapMessages as m } from "../map-messages.ts";
import { RateLine } from "./rate-line.tsx";
import { UsageProhibitedNotice } from "./usage-prohibited-notice.tsx";
import { vehicleDeeplink } from "./vehicle-deeplink.ts";

interface VehicleCardProps {
  vehicle: MapVehicle;
  detail: VehicleDetail;
  reserving: boolean;
  reserveError: unknown;
  onReserve: () => void;
}

/**
 * The vehicle's pre-trip card (F-098–F-102): the service as title, the rate line, the subsidy match taken at the
 * end, any reserve error, then one branch: the reason riding is prohibited (D-10), the private-account
 * setup, the vendor's app, or Reserve.
 */
export function VehicleCard({ vehicle, detail, reserving, reserveError, onReserve }: VehicleCardProps) {
  const { i18n } = useLingui();
  const vendor = detail.vendorService.vendorName;
  return (
    <div className="mobility-card">
      <CardHead vehicle={vehicle} vendor={vendor} meta={detail.vehicleId} />
      <RateLine rate={detail.rate} />
      {detail.subsidyMatchPercentage > 0 && (
        <p className="mobility-card__savings">
          {i18n._({ ...m.subsidyMatch, values: { percent: detail.subsidyMatchPercentage } })}
        </p>
      )}
      <FormError>{reserveError ? i18n._(failureMessage(reserveError)) : null}</FormError>
      {detail.usageProhibitedReason ? (
        <UsageProhibitedNotice reason={detail.usageProhibitedReason} />
      ) : detail.gotoPrivateAccount ? (
        <>
          <p className="mobility-card__notice">{i18n._({ ...m.privateAccount, values: { vendor } })}</p>
          <Link
            className={buttonClassName({ variant: "primary", block: true, size: "lg" })}
            to={paths.privateAccounts()}
          >
            {i18n._(m.getStarted)}
          </Link>
        </>
      ) : detail.deeplink ? (
        <VendorAppLink deeplink={detail.deeplink} vendor={vendor} />
      ) : (
        <Button variant="success" size="lg" block loading={reserving} onClick={onReserve}>
          {i18n._(vehicle.type === "ebike" ? m.reserveEbike : m.reserveEscooter)}
        </Button>
      )}
    </div>
  );
}

/**
 * F-101: the vendor's app opens at the deeplink; a deeplink of another scheme leaves only the words (S-03). The ride
 * happens in the vendor's app through the member's private account, so a member signed out of it is sent to
 * re-link it.
 */
function VendorAppLink({ deeplink, vendor }: { deeplink: string; vendor: string }) {
  const { i18n } = useLingui();
  const href = vehicleDeeplink(deeplink);
  const label = i18n._({ ...m.openVendorApp, values: { vendor } });
  return (
    <>
      <p className="mobility-card__notice">{i18n._({ ...m.vendorAppHint, values: { vendor } })}</p>
      {href ? (
        <a className={buttonClassName({ variant: "primary", block: true, size: "lg" })} href={href}>
          {label}
        </a>
      ) : (
        <p className="mobility-card__notice">{label}</p>
      )}
      <Link className="mobility-card__relink" to={paths.privateAccounts()}>
        {i18n._(m.relinkAccount)}
      </Link>
    </>
  );
}
