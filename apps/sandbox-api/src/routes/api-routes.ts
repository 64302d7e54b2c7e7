// Everything under /api/v1, one router per resource, then the contract's envelope for unknown paths.
import { Hono } from "hono";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { authRoutes } from "./auth.ts";
import { checkoutRoutes } from "./checkouts.ts";
import { imageRoutes } from "./images.ts";
import { ledgerRoutes } from "./ledgers.ts";
import { meRoutes } from "./me.ts";
import { metaRoutes } from "./meta.ts";
import { mobilityMapRoutes } from "./mobility-map.ts";
import { mobilityTripRoutes } from "./mobility-trips.ts";
import { offeringRoutes } from "./offerings.ts";
import { orderRoutes } from "./orders.ts";
import { paymentInstrumentRoutes } from "./payment-instruments.ts";
import { paymentRoutes } from "./payments.ts";
import { preferenceRoutes } from "./preferences.ts";
import { registrationLinkRoutes } from "./registration-links.ts";
import { staticStringsRoutes } from "./static-strings.ts";
import { surveySupportRoutes } from "./surveys-support.ts";
import { vendorAccountRoutes } from "./vendor-accounts.ts";

/** The member API. */
export function apiRoutes(sandbox: Sandbox) {
  const api = new Hono<SandboxEnv>();
  const routers = [
    meRoutes(sandbox),
    metaRoutes(),
    staticStringsRoutes(sandbox),
    authRoutes(sandbox),
    mobilityMapRoutes(sandbox),
    mobilityTripRoutes(sandbox),
    offeringRoutes(sandbox),
    checkoutRoutes(sandbox),
    orderRoutes(sandbox),
    paymentInstrumentRoutes(sandbox),
    paymentRoutes(sandbox),
    ledgerRoutes(sandbox),
    vendorAccountRoutes(sandbox),
    preferenceRoutes(sandbox),
    surveySupportRoutes(sandbox),
    imageRoutes(),
    registrationLinkRoutes(sandbox),
  ];
  for (const router of routers) api.route("/", router);
  api.all("*", (c) =>
    c.json(
      { error: { message: `No route for ${c.req.method} ${c.req.path}`, status: 404, code: "not_found" } },
      404,
    ),
  );
  return api;
}
