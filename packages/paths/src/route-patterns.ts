// Every screen of both spec documents (doc 1 §2, doc 2 §2), written once. The router matches these patterns and
// the builders in paths.ts fill them, so a link and its route can never disagree.

/** The base path the app is served under (C-01); every pattern below is relative to it. */
export const APP_BASE = "/app";

/** Route patterns by page name, in React Router's syntax (`:param`), relative to {@link APP_BASE}. */
export const routePatterns = {
  welcome: "/",
  start: "/start",
  oneTimePassword: "/one-time-password",
  regainAccountAccess: "/regain-account-access",
  regainAccountAccessSuccess: "/regain-account-access/success",
  onboarding: "/onboarding",
  onboardingSignup: "/onboarding/signup",
  onboardingFinish: "/onboarding/finish",
  contactList: "/contact-list",
  contactListAdd: "/contact-list/add",
  contactListSuccess: "/contact-list/success",
  dashboard: "/dashboard",
  mobility: "/mobility",
  food: "/food",
  offering: "/food/:offeringId",
  product: "/product/:offeringId/:productId",
  cart: "/cart/:offeringId",
  checkout: "/checkout/:checkoutId",
  checkoutConfirmation: "/checkout/:checkoutId/confirmation",
  utilities: "/utilities",
  funding: "/funding",
  linkBankAccount: "/link-bank-account",
  addCard: "/add-card",
  addFunds: "/add-funds",
  ledgers: "/ledgers",
  orderHistory: "/order-history",
  unclaimedOrders: "/unclaimed-orders",
  order: "/order/:orderId",
  privateAccounts: "/private-accounts",
  privateAccount: "/private-account/:accountId",
  trips: "/trips",
  trip: "/trip/:tripId",
  preferences: "/preferences",
  preferencesPublic: "/preferences-public",
  privacyPolicy: "/privacy-policy",
  privacyPolicyContent: "/privacy-policy-content",
  termsOfUse: "/terms-of-use",
  error: "/error",
  styleguide: "/styleguide",
  partnerSignup: "/partner-signup",
} as const;

/** A page's name in the table. */
export type PageName = keyof typeof routePatterns;
