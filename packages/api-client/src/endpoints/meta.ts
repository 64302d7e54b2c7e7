import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { Collection } from "../schemas/collection.ts";
import type { Currency } from "../schemas/currency.ts";
import type { IpLocation } from "../schemas/ip-location.ts";
import type { SupportedGeographies } from "../schemas/supported-geographies.ts";
import type { SupportedLocale } from "../schemas/supported-locale.ts";
import type { SupportedOrganization } from "../schemas/supported-organization.ts";
import type { UserAgent } from "../schemas/user-agent.ts";
import { parseAnswer, type CallOptions } from "./endpoint-support.ts";
import { z } from "zod/mini";
import { collectionSchema } from "../schemas/collection.ts";
import { currencySchema } from "../schemas/currency.ts";
import { ipLocationSchema } from "../schemas/ip-location.ts";
import { supportedGeographiesSchema } from "../schemas/supported-geographies.ts";
import { supportedLocaleSchema } from "../schemas/supported-locale.ts";
import { supportedOrganizationSchema } from "../schemas/supported-organization.ts";
import { userAgentSchema } from "../schemas/user-agent.ts";

const currencyListSchema = collectionSchema(currencySchema);
const stringListSchema = collectionSchema(z.string());
const supportedLocaleListSchema = collectionSchema(supportedLocaleSchema);
const supportedOrganizationListSchema = collectionSchema(supportedOrganizationSchema);

/** `GET /meta/supported_geographies`: countries and provinces for the address form. */
export async function getSupportedGeographies(
  client: ApiClient,
  options: CallOptions = {},
): Promise<SupportedGeographies> {
  const answer = await exchange(client).get("meta/supported_geographies", options);
  return parseAnswer(client, "GET /meta/supported_geographies", supportedGeographiesSchema, answer);
}

/** `GET /meta/supported_locales` (C-08): the languages offered, with native names. */
export async function getSupportedLocales(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Collection<SupportedLocale>> {
  return parseAnswer(
    client,
    "GET /meta/supported_locales",
    supportedLocaleListSchema,
    await exchange(client).get("meta/supported_locales", options),
  );
}

/** `GET /meta/supported_organizations`: organisations a member can pick at sign-up. */
export async function getSupportedOrganizations(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Collection<SupportedOrganization>> {
  const answer = await exchange(client).get("meta/supported_organizations", options);
  return parseAnswer(client, "GET /meta/supported_organizations", supportedOrganizationListSchema, answer);
}

/** `GET /meta/supported_currencies`: currencies with their funding limits. */
export async function getSupportedCurrencies(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Collection<Currency>> {
  const answer = await exchange(client).get("meta/supported_currencies", options);
  return parseAnswer(client, "GET /meta/supported_currencies", currencyListSchema, answer);
}

/** `GET /meta/supported_payment_methods`: e.g. `items: ["bank_account", "card"]`. */
export async function getSupportedPaymentMethods(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Collection<string>> {
  const answer = await exchange(client).get("meta/supported_payment_methods", options);
  return parseAnswer(client, "GET /meta/supported_payment_methods", stringListSchema, answer);
}

/** `GET /meta/geolocate_ip`: the caller's rough position; fails with `unhandled_error` when unknown. */
export async function geolocateIp(client: ApiClient, options: CallOptions = {}): Promise<IpLocation> {
  return parseAnswer(
    client,
    "GET /meta/geolocate_ip",
    ipLocationSchema,
    await exchange(client).get("meta/geolocate_ip", options),
  );
}

/** `GET /api/useragent` (A-29, no version prefix): the browser as the server sees it. */
export async function getUserAgent(client: ApiClient, options: CallOptions = {}): Promise<UserAgent> {
  const answer = await exchange(client).get("useragent", { ...options, unversioned: true });
  return parseAnswer(client, "GET /api/useragent", userAgentSchema, answer);
}
