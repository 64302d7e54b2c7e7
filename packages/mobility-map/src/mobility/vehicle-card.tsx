import { useLingui } from "@lingui/react";
import type { VehicleDetail } from "@tandem/api-client/schemas";
import { errorMessage, formatMoney, toLanguage } from "@tandem/i18n";
import { failureMessage } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { Markdown } from "@tandem/ui/markdown";
import { Link } from "react-router";
import type { MapVehicle } from "../core/decode-vehicles.ts";
import { markerDataUrl } from "./map-images.ts";
import { mapMessages as m } from "./map-messages.ts";
import { vehicleDeeplink } from "./vehicle-deeplink.ts";
import { VEHICLE_TYPE_NAMES } from "./vehicle-words.ts";

interface VehicleCardProps {
  vehicle: MapVehicle;
  detail: VehicleDetail;
  reserving: boolean;
  reserveError: unknown;
  onReserve: () => void;
}

/** The rate line (D-09): unlock surcharge plus price per minute, the undiscounted rate struck through. */
function RateLine({ rate }: { rate: VehicleDetail["rate"] }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  const words = (r: {
    surcharge: VehicleDetail["rate"]["surcharge"];
    unitAmount: VehicleDetail["rate"]["unitAmount"];
  }) => ({
    surcharge: formatMoney(r.surcharge, language),
    unit: formatMoney(r.unitAmount, language),
  });
  return (
    <div className="mobility-card__rate">
      <p className="mobility-card__price">{i18n._({ ...m.rate, values: words(rate) })}</p>
      {rate.undiscountedRate && (
        <p className="mobility-card__usual">
          <s>{i18n._({ ...m.usualRate, values: words(rate.undiscountedRate) })}</s>
        </p>
      )}
    </div>
  );
}

/**
 * The vehicle's pre-trip card (F-098–F-102): the service as title, the rate line, any reserve error, then one
 * branch: the reason riding is prohibited (D-10), the private-account setup, the vendor's app, or Reserve.
 */
export function VehicleCard({ vehicle, detail, reserving, reserveError, onReserve }: VehicleCardProps) {
  const { i18n } = useLingui();
  const vendor = detail.vendorService.vendorName;
  return (
    <div className="mobility-card">
      <div className="mobility-card__head">
        <img
          className="mobility-card__icon"
          src={markerDataUrl(vehicle.type, vehicle.provider.slug)}
          alt=""
        />
        <div>
          <p className="mobility-card__name">
            {i18n._(VEHICLE_TYPE_NAMES[vehicle.type])} · {vendor}
          </p>
          <p className="mobility-card__meta">{detail.vehicleId}</p>
        </div>
      </div>
      <RateLine rate={detail.rate} />
      <FormError>{reserveError ? i18n._(failureMessage(reserveError)) : null}</FormError>
      {detail.usageProhibitedReason ? (
        <div className="mobility-card__notice" role="note">
          <Markdown text={i18n._(errorMessage(detail.usageProhibitedReason.replace(/^errors\./, "")))} />
        </div>
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

/** F-101: the vendor's app opens at the deeplink; a deeplink of another scheme leaves only the words (S-03). */
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
    </>
  );
}
