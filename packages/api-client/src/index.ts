// The root entry: what another app calls. The client and its options, one function per API call with its input
// types, the errors, and the current-member store. Wire-format helpers, page-view metrics and card tokenising
// have their own subpaths (`./wire`, `./metrics`, `./card-provider`); everything else is internal.
export { createApiClient, type ApiClient, type ApiClientOptions } from "./client.ts";
export type { HttpMethod, RequestOptions } from "./request-options.ts";
export { resolveApiBase } from "./config.ts";
export { timeoutSignal } from "./abort-signals.ts";
export {
  createCurrentMemberStore,
  type CurrentMemberState,
  type CurrentMemberStore,
} from "./current-member-store.ts";
export { ApiError, isApiError, type ApiErrorInit, type RegistrationLink } from "./errors.ts";
export { ContractError, isContractError, type ContractErrorInit } from "./contract-error.ts";
export type { ApiLogger } from "./logging.ts";
export type { QueryParams, QueryValue } from "./query.ts";
export type { CallOptions } from "./endpoints/endpoint-support.ts";
export {
  signOut,
  joinContactList,
  startAuth,
  verifyAuth,
  type AuthStart,
  type ContactListSignup,
} from "./endpoints/auth.ts";
export {
  completeCheckout,
  getCheckout,
  getCheckoutConfirmation,
  getOffering,
  getOfferings,
  putCartItem,
  startCheckout,
  updateCheckoutFulfillment,
  type CartItemChange,
  type CheckoutCompletion,
} from "./endpoints/commerce.ts";
export { getLedgerLines, getLedgersOverview } from "./endpoints/ledgers.ts";
export {
  changeLanguage,
  getDashboard,
  getMe,
  updateMe,
  type MemberAddress,
  type MemberUpdate,
} from "./endpoints/me.ts";
export {
  geolocateIp,
  getSupportedCurrencies,
  getSupportedGeographies,
  getSupportedLocales,
  getSupportedOrganizations,
  getSupportedPaymentMethods,
  getUserAgent,
} from "./endpoints/meta.ts";
export {
  beginTrip,
  endTrip,
  getMapFeatures,
  getMobilityMap,
  getTrips,
  getVehicle,
  type LatLng,
  type MapBounds,
  type TripStart,
  type VehicleQuery,
} from "./endpoints/mobility.ts";
export {
  claimOrder,
  getOrder,
  getOrders,
  getUnclaimedOrders,
  updateOrderFulfillment,
} from "./endpoints/orders.ts";
export {
  createBankAccount,
  createCard,
  deleteBankAccount,
  deleteCard,
  type BankAccountCreation,
} from "./endpoints/payment-instruments.ts";
export { chargeBalance, createFunding, type FundingCreation } from "./endpoints/payments.ts";
export {
  getPublicPreferences,
  updatePreferences,
  updatePublicPreferences,
  type SubscriptionChanges,
} from "./endpoints/preferences.ts";
export {
  configureVendorAccount,
  getVendorAccounts,
  pollVendorAccountMagicLink,
  processVendorAccount,
  requestVendorAccountAuth,
} from "./endpoints/private-accounts.ts";
export { getCardErrorStrings, getStaticStrings } from "./endpoints/static-strings.ts";
export { requestAccountAccess, type AccountAccessRequest } from "./endpoints/support.ts";
export {
  submitSurvey,
  type SurveyAnswer,
  type SurveyQuestion,
  type SurveySubmission,
} from "./endpoints/surveys.ts";
