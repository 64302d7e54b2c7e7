import { useLingui } from "@lingui/react";
import type { RestrictionKind } from "../../core/restriction-layers.ts";
import { mapMessages as m } from "../map-messages.ts";

/** A restriction area's popup (F-094): parking, riding, or both separated by a rule. */
export function RestrictionPopup({ kind }: { kind: RestrictionKind }) {
  const { i18n } = useLingui();
  const parking = kind !== "do-not-ride";
  const riding = kind !== "do-not-park";
  return (
    <div className="mobility-popup" role="status">
      {parking && (
        <>
          <p className="mobility-popup__title">{i18n._(m.noParkingTitle)}</p>
          <p>{i18n._(m.noParkingText)}</p>
        </>
      )}
      {parking && riding && <hr />}
      {riding && (
        <>
          <p className="mobility-popup__title">{i18n._(m.noRidingTitle)}</p>
          <p>{i18n._(m.noRidingText)}</p>
        </>
      )}
    </div>
  );
}
