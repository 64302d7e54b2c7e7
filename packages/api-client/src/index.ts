export {
  API_TIMEOUT_MS,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type HttpMethod,
  type RequestOptions,
} from "./client.ts";
export { camelCaseKey, camelizeKeys, snakeCaseKey, snakeizeKeys } from "./case.ts";
export { LOCAL_API_PORT, resolveApiBase, resolveApiRoot } from "./config.ts";
export {
  CURRENT_MEMBER_HEADER,
  decodeCurrentMemberHeader,
  encodeCurrentMemberHeader,
} from "./current-member-header.ts";
export {
  createCurrentMemberStore,
  type CurrentMemberState,
  type CurrentMemberStore,
} from "./current-member-store.ts";
export {
  ApiError,
  apiErrorFromResponse,
  DEFAULT_RETRY_AFTER_SECONDS,
  isApiError,
  networkError,
  type ApiErrorInit,
} from "./errors.ts";
export { ContractError, isContractError, type ContractErrorInit } from "./contract-error.ts";
export { LOG_BODY_KEEP, LOG_BODY_LIMIT, truncateForLog, type ApiLogger } from "./logging.ts";
export { toSearchParams, type QueryParams, type QueryValue } from "./query.ts";
export { RETRY_LIMIT, shouldRetryAttempt } from "./retry-policy.ts";
export {
  CardProviderError,
  isCardProviderError,
  type CardProviderErrorInit,
} from "./card-provider/card-provider-error.ts";
export {
  CARD_PROVIDER_BASE_URL,
  tokenizeCard,
  type CardDetails,
  type TokenizeCardOptions,
} from "./card-provider/tokenize-card.ts";
export { detectBot, NOT_A_BOT, type BotSignals } from "./metrics/bot-detection.ts";
export { readBrowserPage, type BrowserGlobals, type PageSnapshot } from "./metrics/page-snapshot.ts";
export {
  createPageViewCounter,
  PAGE_VIEW_DELAY_MS,
  pageViewQuery,
  type PageViewCounter,
  type PageViewCounterOptions,
} from "./metrics/page-view-counter.ts";
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
export { parseAnswer, type CallOptions } from "./endpoints/endpoint-support.ts";
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
  MAGIC_LINK_POLL_TIMEOUT_MS,
  pollVendorAccountMagicLink,
  processVendorAccount,
  requestVendorAccountAuth,
} from "./endpoints/private-accounts.ts";
export {
  getCardErrorStrings,
  getStaticStrings,
  STATIC_STRINGS_TIMEOUT_MS,
} from "./endpoints/static-strings.ts";
export { requestAccountAccess, type AccountAccessRequest } from "./endpoints/support.ts";
export {
  submitSurvey,
  type SurveyAnswer,
  type SurveyQuestion,
  type SurveySubmission,
} from "./endpoints/surveys.ts";
