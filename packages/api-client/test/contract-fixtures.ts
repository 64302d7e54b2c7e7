// Where the shared contract's example bodies live, and which endpoint each one answers (fixtures/README.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { camelizeKeys } from "../src/case.ts";
import { responseSchemas, type EndpointKey } from "../src/schemas/response-schemas.ts";

/** `<repo>/contract/fixtures`: the member API contract's example bodies, copied into the repository (see its README). */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, "../../../contract/fixtures");

/** Success fixtures by file name → the endpoint-index key whose schema must parse them. */
export const FIXTURE_ENDPOINTS: Record<string, EndpointKey> = {
  "GET_me.json": "GET /me",
  "GET_me_impersonating.json": "GET /me",
  "GET_me_during_trip.json": "GET /me",
  "POST_me_update.json": "POST /me/update",
  "POST_me_language.json": "POST /me/language",
  "GET_me_dashboard.json": "GET /me/dashboard",
  "GET_meta_supported_geographies.json": "GET /meta/supported_geographies",
  "GET_meta_supported_locales.json": "GET /meta/supported_locales",
  "GET_meta_supported_organizations.json": "GET /meta/supported_organizations",
  "GET_meta_supported_currencies.json": "GET /meta/supported_currencies",
  "GET_meta_supported_payment_methods.json": "GET /meta/supported_payment_methods",
  "GET_meta_geolocate_ip.json": "GET /meta/geolocate_ip",
  "GET_meta_static_strings_locale_namespace.json": "GET /meta/static_strings/{locale}/{namespace}",
  "GET_meta_static_strings_locale_stripe.json": "GET /meta/static_strings/{locale}/stripe",
  "POST_auth_start.json": "POST /auth/start",
  "POST_auth_verify.json": "POST /auth/verify",
  "POST_auth_contact_list.json": "POST /auth/contact_list",
  "GET_mobility_map.json": "GET /mobility/map",
  "GET_mobility_map_features.json": "GET /mobility/map_features",
  "GET_mobility_vehicle.json": "GET /mobility/vehicle",
  "POST_mobility_begin_trip.json": "POST /mobility/begin_trip",
  "POST_mobility_end_trip.json": "POST /mobility/end_trip",
  "GET_mobility_trips.json": "GET /mobility/trips",
  "GET_useragent.json": "GET /api/useragent",
  "GET_commerce_offerings.json": "GET /commerce/offerings",
  "GET_commerce_offerings_id.json": "GET /commerce/offerings/{id}",
  "PUT_commerce_offerings_id_cart_item.json": "PUT /commerce/offerings/{offeringId}/cart/item",
  "POST_commerce_offerings_id_checkout.json": "POST /commerce/offerings/{offeringId}/checkout",
  "GET_commerce_checkouts_id.json": "GET /commerce/checkouts/{id}",
  "POST_commerce_checkouts_id_modify_fulfillment.json": "POST /commerce/checkouts/{id}/modify_fulfillment",
  "POST_commerce_checkouts_id_complete.json": "POST /commerce/checkouts/{id}/complete",
  "GET_commerce_checkouts_id_confirmation.json": "GET /commerce/checkouts/{id}/confirmation",
  "GET_commerce_orders.json": "GET /commerce/orders",
  "GET_commerce_orders_id.json": "GET /commerce/orders/{id}",
  "GET_commerce_orders_unclaimed.json": "GET /commerce/orders/unclaimed",
  "POST_commerce_orders_id_modify_fulfillment.json": "POST /commerce/orders/{id}/modify_fulfillment",
  "POST_commerce_orders_id_claim.json": "POST /commerce/orders/{id}/claim",
  "POST_payment_instruments_bank_accounts_create.json": "POST /payment_instruments/bank_accounts/create",
  "DELETE_payment_instruments_bank_accounts_id.json": "DELETE /payment_instruments/bank_accounts/{id}",
  "POST_payment_instruments_cards_create_stripe.json": "POST /payment_instruments/cards/create_stripe",
  "DELETE_payment_instruments_cards_id.json": "DELETE /payment_instruments/cards/{id}",
  "POST_payments_create_funding.json": "POST /payments/create_funding",
  "POST_payments_charge_balance.json": "POST /payments/charge_balance",
  "GET_ledgers_overview.json": "GET /ledgers/overview",
  "GET_ledgers_id_lines.json": "GET /ledgers/{id}/lines",
  "GET_anon_proxy_vendor_accounts.json": "GET /anon_proxy/vendor_accounts",
  "GET_anon_proxy_vendor_accounts__legacy_5dd9af6c.json": "GET /anon_proxy/vendor_accounts",
  "POST_anon_proxy_vendor_accounts_id_process.json": "POST /anon_proxy/vendor_accounts/{id}/process",
  "POST_anon_proxy_vendor_accounts_id_make_auth_request.json":
    "POST /anon_proxy/vendor_accounts/{id}/make_auth_request",
  "POST_anon_proxy_vendor_accounts_id_poll_for_new_magic_link.json":
    "POST /anon_proxy/vendor_accounts/{id}/poll_for_new_magic_link",
  "GET_preferences_public.json": "GET /preferences/public",
  "POST_preferences_public.json": "POST /preferences/public",
  "POST_preferences.json": "POST /preferences",
  "POST_surveys.json": "POST /surveys",
};

/** Every `*.json` file of the fixtures folder. */
export function fixtureFiles(): string[] {
  return readdirSync(FIXTURES_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

/** A fixture's parsed JSON (snake_case, as on the wire). */
export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURES_DIR, name), "utf8")) as unknown;
}

/** The `Suma-Current-Member` header value of `header_Suma-Current-Member.txt`. */
export function readMemberHeaderFixture(): string {
  const text = readFileSync(path.join(FIXTURES_DIR, "header_Suma-Current-Member.txt"), "utf8");
  const line = text.split("\n").find((row) => row.startsWith("Suma-Current-Member:"));
  if (!line) throw new Error("header_Suma-Current-Member.txt has no header line");
  return line.slice("Suma-Current-Member:".length).trim();
}

const RAW_ENDPOINTS = new Set<EndpointKey>([
  "GET /meta/static_strings/{locale}/{namespace}",
  "GET /meta/static_strings/{locale}/stripe",
]);

/** A success fixture as its endpoint's schema parses it (camel-cased first, except strings files). */
export function parsedFixture(name: string): unknown {
  const key = FIXTURE_ENDPOINTS[name];
  if (!key) throw new Error(`no endpoint for ${name}`);
  const wire = readFixture(name);
  return responseSchemas[key].parse(RAW_ENDPOINTS.has(key) ? wire : camelizeKeys(wire));
}
