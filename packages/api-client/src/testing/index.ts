export { buildDetailedOrder, buildLedgerLine, buildVendorAccount } from "./account-factories.ts";
export { buildImage, buildMoney, buildPaymentInstrument } from "./basic-factories.ts";
export { buildEntity } from "./build-entity.ts";
export {
  buildCart,
  buildCheckout,
  buildOffering,
  buildOfferingProduct,
  buildOfferingWithContext,
} from "./commerce-factories.ts";
export { buildCurrentMember, buildDashboard } from "./member-factories.ts";
export {
  buildEndedTrip,
  buildMobilityMap,
  buildOngoingTrip,
  buildVehicleDetail,
} from "./mobility-factories.ts";
