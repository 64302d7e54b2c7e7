export { authStartResultSchema, type AuthStartResult } from "./auth-start-result.ts";
export { cardProviderErrorSchema, cardTokenSchema, type CardToken } from "./card-token.ts";
export { cartSchema, type Cart } from "./cart.ts";
export { checkoutConfirmationSchema, type CheckoutConfirmation } from "./checkout-confirmation.ts";
export { checkoutSchema, type Checkout } from "./checkout.ts";
export { collectionEnvelopeShape, collectionSchema, type Collection } from "./collection.ts";
export { currencySchema, type Currency } from "./currency.ts";
export {
  adminMemberSchema,
  currentMemberSchema,
  registrationLinkSchema,
  roleAccessSchema,
  type CurrentMember,
} from "./current-member.ts";
export {
  dashboardAlertSchema,
  dashboardProgramSchema,
  dashboardSchema,
  type Dashboard,
  type DashboardAlert,
  type DashboardProgram,
} from "./dashboard.ts";
export { contactListResultSchema, emptyBodySchema } from "./empty-body.ts";
export { errorEnvelopeSchema, type ErrorEnvelope } from "./error-envelope.ts";
export { fulfillmentOptionSchema, type FulfillmentOption } from "./fulfillment-option.ts";
export { fundingTransactionSchema, type FundingTransaction } from "./funding-transaction.ts";
export { imageSchema, type Image } from "./image.ts";
export { ipLocationSchema, type IpLocation } from "./ip-location.ts";
export {
  ledgerLineSchema,
  ledgerLinesPageSchema,
  ledgerSchema,
  ledgersOverviewSchema,
  usageDetailSchema,
  type Ledger,
  type LedgerLine,
  type LedgerLinesPage,
  type LedgersOverview,
} from "./ledger.ts";
export { mapFeaturesSchema, restrictionSchema, type MapFeatures, type Restriction } from "./map-features.ts";
export {
  mapProviderSchema,
  mapVehicleSchema,
  mobilityMapSchema,
  rateSchema,
  type MapProvider,
  type MapVehicle,
  type MobilityMap,
  type Rate,
} from "./mobility-map.ts";
export {
  mobilityChargeSchema,
  mobilityTripSchema,
  tripAddressSchema,
  vehicleTypeSchema,
  type MobilityCharge,
  type MobilityTrip,
  type VehicleType,
} from "./mobility-trip.ts";
export { moneySchema, type Money } from "./money.ts";
export {
  offeringProductSchema,
  productSummarySchema,
  vendorSchema,
  type OfferingProduct,
  type ProductSummary,
  type Vendor,
} from "./offering-product.ts";
export { offeringWithContextSchema, type OfferingWithContext } from "./offering-with-context.ts";
export { offeringSchema, type Offering } from "./offering.ts";
export {
  detailedOrderSchema,
  orderHistorySchema,
  simpleOrderSchema,
  type DetailedOrder,
  type OrderHistory,
  type SimpleOrder,
} from "./order.ts";
export {
  paymentInstrumentMutationSchema,
  type PaymentInstrumentMutation,
} from "./payment-instrument-mutation.ts";
export {
  institutionSchema,
  paymentInstrumentSchema,
  paymentMethodTypeSchema,
  type PaymentInstrument,
  type PaymentMethodType,
} from "./payment-instrument.ts";
export { publicPreferencesSchema, type PublicPreferences } from "./public-preferences.ts";
export { responseSchemas, type EndpointKey, type ResponseBody } from "./response-schemas.ts";
export {
  cardErrorStringsSchema,
  staticStringArgSchema,
  staticStringSchema,
  staticStringsSchema,
  type CardErrorStrings,
  type StaticString,
  type StaticStrings,
} from "./static-strings.ts";
export {
  memberPreferencesSchema,
  subscriptionSchema,
  type MemberPreferences,
  type Subscription,
} from "./subscription.ts";
export { supportedGeographiesSchema, type SupportedGeographies } from "./supported-geographies.ts";
export { supportedLocaleSchema, type SupportedLocale } from "./supported-locale.ts";
export { supportedOrganizationSchema, type SupportedOrganization } from "./supported-organization.ts";
export { tripListSchema, tripWeekSchema, type TripList, type TripWeek } from "./trip-list.ts";
export { userAgentSchema, type UserAgent } from "./user-agent.ts";
export { vehicleDetailSchema, type VehicleDetail } from "./vehicle-detail.ts";
export {
  magicLinkPollSchema,
  vendorAccountSchema,
  vendorAccountUiStateSchema,
  type MagicLinkPoll,
  type VendorAccount,
} from "./vendor-account.ts";
export { vendorServiceSchema, type VendorService } from "./vendor-service.ts";
export { dateSchema, decimalSchema, decimalToNumber, timeSchema } from "./wire-formats.ts";
