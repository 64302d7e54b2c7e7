import type { ResponseBody } from "@tandem/api-client/schemas";
import { usageProhibitedReason } from "../domain/members.ts";
import { visibleVendorAccountsOf } from "../domain/vendor-accounts.ts";
import { PRECISION } from "../domain/vehicles.ts";
import type { VehicleRecord, VendorServiceRecord } from "../state/catalog-records.ts";
import type { MemberRecord } from "../state/records.ts";
import { vendorServiceView } from "./trip.ts";
import { money, type ViewContext } from "./view-context.ts";

/** `GET /mobility/vehicle` (contract §4.3). */
export function vehicleView(
  ctx: ViewContext,
  member: MemberRecord,
  vehicle: VehicleRecord,
  service: VendorServiceRecord,
  loc: [number, number],
): ResponseBody<"GET /mobility/vehicle"> {
  // A vendor whose rides go through the member's private account: set it up first if it is not linked yet.
  const account = visibleVendorAccountsOf(ctx.db, member).find(
    (row) => row.vendorSlug === service.vendorSlug,
  );
  const gotoPrivateAccount = service.requiresPrivateAccount && account?.linkedAt === null;
  return {
    precision: PRECISION,
    vendorService: vendorServiceView(service),
    vehicleId: vehicle.vehicleId,
    loc,
    rate: {
      id: service.rateId,
      surcharge: money(service.surchargeCents),
      unitAmount: money(service.unitCents),
      name: service.rateName,
      undiscountedRate: {
        id: service.undiscountedRateId,
        surcharge: money(service.undiscountedSurchargeCents),
        unitAmount: money(service.undiscountedUnitCents),
      },
    },
    subsidyMatchPercentage: service.subsidyMatchPercentage,
    deeplink: service.deeplink,
    gotoPrivateAccount,
    usageProhibitedReason: usageProhibitedReason(ctx.db, member, ctx.nowMs, service),
  };
}
