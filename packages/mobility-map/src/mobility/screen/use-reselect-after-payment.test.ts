import { buildMobilityMap, buildVehicleDetail } from "@tandem/api-client/testing";
import { describe, expect, it } from "vitest";
import { decodeVehicles } from "../../core/decode-vehicles.ts";
import { vehicleAfterPayment } from "./use-reselect-after-payment.ts";

const [scooter] = decodeVehicles(buildMobilityMap({ escooter: [{ c: [455122911, -1226587344], p: 0 }] }));
if (!scooter) throw new Error("fixture");
const blocked = (reason: string) => ({
  ...scooter,
  provider: { ...scooter.provider, usageProhibitedReason: reason },
});

describe("paying the balance re-selects the vehicle", () => {
  it("asks again for the vehicle card's vehicle", () => {
    expect(vehicleAfterPayment({ kind: "vehicle", vehicle: scooter, detail: buildVehicleDetail() })).toBe(
      scooter,
    );
  });

  it("asks for a vehicle the map said the balance blocks, without that prohibition, so its detail has the last word", () => {
    for (const reason of ["usage_prohibited_cash_balance", "errors.usage_prohibited_cash_balance"]) {
      const vehicle = blocked(reason);
      expect(vehicleAfterPayment({ kind: "prohibited", vehicle, reason })).toEqual({
        ...vehicle,
        provider: { ...vehicle.provider, usageProhibitedReason: null },
      });
    }
  });

  it("leaves alone a provider prohibited for another reason, the intro and a trip", () => {
    const vehicle = blocked("usage_prohibited_suspended");
    expect(
      vehicleAfterPayment({ kind: "prohibited", vehicle, reason: "usage_prohibited_suspended" }),
    ).toBeNull();
    expect(vehicleAfterPayment({ kind: "intro" })).toBeNull();
  });
});
