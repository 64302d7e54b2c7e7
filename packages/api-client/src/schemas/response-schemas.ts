// One entry per row of the contract's endpoint index (api-contract.md §0), keyed exactly as written there. Each
// value parses the camel-cased body of that endpoint's success answer.
import { z } from "zod/mini";
import { authStartResultSchema } from "./auth-start-result.ts";
import { checkoutConfirmationSchema } from "./checkout-confirmation.ts";
import { checkoutSchema } from "./checkout.ts";
import { collectionSchema } from "./collection.ts";
import { currencySchema } from "./currency.ts";
import { currentMemberSchema } from "./current-member.ts";
import { dashboardSchema } from "./dashboard.ts";
import { contactListResultSchema, emptyBodySchema } from "./empty-body.ts";
import { fundingTransactionSchema } from "./funding-transaction.ts";
import { ipLocationSchema } from "./ip-location.ts";
import { ledgerLinesPageSchema, ledgersOverviewSchema } from "./ledger.ts";
import { mapFeaturesSchema } from "./map-features.ts";
import { mobilityMapSchema } from "./mobility-map.ts";
import { mobilityTripSchema } from "./mobility-trip.ts";
import { offeringWithContextSchema } from "./offering-with-context.ts";
import { offeringSchema } from "./offering.ts";
import { detailedOrderSchema, orderHistorySchema } from "./order.ts";
import { paymentInstrumentMutationSchema } from "./payment-instrument-mutation.ts";
import { publicPreferencesSchema } from "./public-preferences.ts";
import { cardErrorStringsSchema, staticStringsSchema } from "./static-strings.ts";
import { supportedGeographiesSchema } from "./supported-geographies.ts";
import { supportedLocaleSchema } from "./supported-locale.ts";
import { supportedOrganizationSchema } from "./supported-organization.ts";
import { tripListSchema } from "./trip-list.ts";
import { userAgentSchema } from "./user-agent.ts";
import { magicLinkPollSchema, vendorAccountSchema } from "./vendor-account.ts";
import { vehicleDetailSchema } from "./vehicle-detail.ts";

/**
 * The success-answer schema of every endpoint, keyed like the contract's endpoint index (`"GET /me"`,
 * `"PUT /commerce/offerings/{offeringId}/cart/item"`, `"GET /api/useragent"`, …: all 54 rows). The two 204
 * answers and the `configure` row (no such endpoint) use `emptyBodySchema`; the static-strings rows parse the raw,
 * never camel-cased file.
 * @example responseSchemas["GET /me"].parse(camelizeKeys(body))
 */
export const responseSchemas = {
  "GET /me": currentMemberSchema,
  "POST /me/update": currentMemberSchema,
  "POST /me/language": currentMemberSchema,
  "GET /me/dashboard": dashboardSchema,
  "GET /meta/supported_geographies": supportedGeographiesSchema,
  "GET /meta/supported_locales": collectionSchema(supportedLocaleSchema),
  "GET /meta/supported_organizations": collectionSchema(supportedOrganizationSchema),
  "GET /meta/supported_currencies": collectionSchema(currencySchema),
  "GET /meta/supported_payment_methods": collectionSchema(z.string()),
  "GET /meta/geolocate_ip": ipLocationSchema,
  "GET /meta/static_strings/{locale}/{namespace}": staticStringsSchema,
  "POST /auth/start": authStartResultSchema,
  "POST /auth/verify": currentMemberSchema,
  "POST /auth/contact_list": contactListResultSchema,
  "DELETE /auth": emptyBodySchema,
  "GET /mobility/map": mobilityMapSchema,
  "GET /mobility/map_features": mapFeaturesSchema,
  "GET /mobility/vehicle": vehicleDetailSchema,
  "POST /mobility/begin_trip": mobilityTripSchema,
  "POST /mobility/end_trip": mobilityTripSchema,
  "GET /mobility/trips": tripListSchema,
  "GET /api/useragent": userAgentSchema,
  "GET /commerce/offerings": collectionSchema(offeringSchema),
  "GET /commerce/offerings/{id}": offeringWithContextSchema,
  "PUT /commerce/offerings/{offeringId}/cart/item": offeringWithContextSchema,
  "POST /commerce/offerings/{offeringId}/checkout": checkoutSchema,
  "GET /commerce/checkouts/{id}": checkoutSchema,
  "POST /commerce/checkouts/{id}/modify_fulfillment": checkoutSchema,
  "POST /commerce/checkouts/{id}/complete": checkoutConfirmationSchema,
  "GET /commerce/checkouts/{id}/confirmation": checkoutConfirmationSchema,
  "GET /commerce/orders": orderHistorySchema,
  "GET /commerce/orders/{id}": detailedOrderSchema,
  "GET /commerce/orders/unclaimed": collectionSchema(detailedOrderSchema),
  "POST /commerce/orders/{id}/modify_fulfillment": detailedOrderSchema,
  "POST /commerce/orders/{id}/claim": detailedOrderSchema,
  "POST /payment_instruments/bank_accounts/create": paymentInstrumentMutationSchema,
  "DELETE /payment_instruments/bank_accounts/{id}": paymentInstrumentMutationSchema,
  "POST /payment_instruments/cards/create_stripe": paymentInstrumentMutationSchema,
  "DELETE /payment_instruments/cards/{id}": paymentInstrumentMutationSchema,
  "POST /payments/create_funding": fundingTransactionSchema,
  "POST /payments/charge_balance": currentMemberSchema,
  "GET /ledgers/overview": ledgersOverviewSchema,
  "GET /ledgers/{id}/lines": ledgerLinesPageSchema,
  "GET /anon_proxy/vendor_accounts": collectionSchema(vendorAccountSchema),
  "POST /anon_proxy/vendor_accounts/{id}/configure": emptyBodySchema,
  "POST /anon_proxy/vendor_accounts/{id}/process": vendorAccountSchema,
  "POST /anon_proxy/vendor_accounts/{id}/make_auth_request": vendorAccountSchema,
  "POST /anon_proxy/vendor_accounts/{id}/poll_for_new_magic_link": magicLinkPollSchema,
  "GET /preferences/public": publicPreferencesSchema,
  "POST /preferences/public": publicPreferencesSchema,
  "POST /preferences": currentMemberSchema,
  "POST /support/regain_account_access": emptyBodySchema,
  "POST /surveys": currentMemberSchema,
  "GET /meta/static_strings/{locale}/stripe": cardErrorStringsSchema,
} as const;

/** An endpoint of the contract's index, e.g. `"GET /me"`. */
export type EndpointKey = keyof typeof responseSchemas;

/** The parsed success body of an endpoint, e.g. `ResponseBody<"GET /me">` is `CurrentMember`. */
export type ResponseBody<Key extends EndpointKey> = z.infer<(typeof responseSchemas)[Key]>;
