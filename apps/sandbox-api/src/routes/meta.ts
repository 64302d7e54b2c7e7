// /meta/* (contract §3.5–3.10): supported geographies, locales, organisations, currencies, payment methods and
// IP geolocation. Public.
import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox.ts";
import { send } from "../http/respond.ts";
import { collectionView } from "../views/collection.ts";
import { PARTNER_ORGANIZATION } from "../seed/partners.ts";

/** The currency and its funding limits (contract §3.8); funding checks read the same values. */
export const USD = {
  symbol: "$",
  code: "USD",
  fundingMinimumCents: 500,
  fundingMaximumCents: 10_000,
  fundingStepCents: 100,
  centsInDollar: 100,
  paymentMethodTypes: ["bank_account", "card"] as ("bank_account" | "card")[],
};

const COUNTRIES = [{ label: "USA", value: "United States of America" }];
const PROVINCES = ["Idaho", "Oregon", "Washington"].map((name) => ({
  label: name,
  value: name,
  countryIdx: 0,
}));

/** Organisations members can join at onboarding, by ordinal then name (contract §3.7). */
export const ORGANIZATIONS = ["Home Forward", "Hacienda CDC", "Rose CDC", "Verde", PARTNER_ORGANIZATION];

// Downtown Portland, for callers on this machine (the real API asks an IP service, which knows nothing of
// loopback or private addresses).
const PORTLAND = { lat: 45.5152, lng: -122.6784 };

/** Public reference data. */
export function metaRoutes() {
  const app = new Hono<SandboxEnv>();
  app.get("/meta/supported_geographies", (c) => send(c, { countries: COUNTRIES, provinces: PROVINCES }));
  app.get("/meta/supported_locales", (c) =>
    send(
      c,
      collectionView([
        { code: "en", language: "English", native: "English" },
        { code: "es", language: "Spanish", native: "Español" },
      ]),
    ),
  );
  app.get("/meta/supported_organizations", (c) =>
    send(c, collectionView(ORGANIZATIONS.map((name) => ({ name })))),
  );
  app.get("/meta/supported_currencies", (c) => send(c, collectionView([USD])));
  app.get("/meta/supported_payment_methods", (c) => send(c, collectionView(USD.paymentMethodTypes)));
  app.get("/meta/geolocate_ip", (c) => {
    c.header("Cache-Control", "no-store");
    return send(c, PORTLAND);
  });
  return app;
}
