// GET /me, POST /me/update, POST /me/language, GET /me/dashboard (contract §3.1–3.4).
import { Hono } from "hono";
import { snakeizeKeys } from "@tandem/api-client/wire";
import { z } from "zod";
import { parseParams, jsonBody } from "../http/params.ts";
import { send, viewContext } from "../http/respond.ts";
import { ApiFailure } from "../http/api-failure.ts";
import { carriedRegistrationCode } from "../http/registration-cookie.ts";
import { currentCaller, requireCaller } from "../http/session.ts";
import { declareMembership } from "../domain/memberships.ts";
import { joinThroughCode } from "../domain/registration-links.ts";
import { registrationLinkView } from "../views/registration-link.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { currentMemberView } from "../views/current-member.ts";
import { dashboardView } from "../views/dashboard.ts";

const notBlank = z.string().trim().min(1, "is empty");

const updateSchema = z.object({
  name: notBlank.optional(),
  address: z
    .object({
      address1: notBlank,
      address2: z.string().optional(),
      city: notBlank,
      state_or_province: notBlank,
      postal_code: notBlank,
      lat: z.number().optional(),
      lng: z.number().optional(),
    })
    .optional(),
  organization_name: notBlank.optional(),
});

const languageSchema = z.object({ language: z.enum(["en", "es"]) });

/** The member's own resources. */
export function meRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/me", (c) => {
    c.header("Cache-Control", "no-store");
    const caller = currentCaller(c, sandbox);
    // HEAD only: a visitor sees the invitation of a link they followed, so the 401 always names it (or null).
    if (!caller && sandbox.apiVersion === "current")
      throw new ApiFailure(401, "unauthenticated", null, {
        registration_link: snakeizeKeys(registrationLinkView(viewContext(c, sandbox))),
      });
    const { member, admin } = caller ?? requireCaller(c, sandbox);
    return send(c, currentMemberView(viewContext(c, sandbox), member, admin));
  });

  app.post("/me/update", async (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    const params = parseParams(updateSchema, await jsonBody(c));
    sandbox.store.write(() => {
      if (params.name !== undefined) member.name = params.name;
      if (params.address) {
        const { address1, address2, city, state_or_province, postal_code } = params.address;
        member.address = {
          address1,
          address2: address2 ?? "",
          city,
          stateOrProvince: state_or_province,
          postalCode: postal_code,
        };
      }
      // Contract §3.2: a named organisation is an unverified membership, which grants no eligibility.
      if (params.organization_name !== undefined)
        declareMembership(member, params.organization_name, sandbox.clock.nowMs());
      // HEAD only (contract §3.2): a followed registration link joins its organisation, verified; the sandbox asks
      // that the update name that organisation, the one the member accepted (README, "Joining through a partner").
      if (sandbox.apiVersion === "current") {
        const code = carriedRegistrationCode(c);
        joinThroughCode(sandbox.store.db, member, code, params.organization_name, sandbox.clock.nowMs());
      }
    });
    return send(c, currentMemberView(viewContext(c, sandbox), member, admin));
  });

  app.post("/me/language", async (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    const { language } = parseParams(languageSchema, await jsonBody(c));
    sandbox.store.write(() => (member.language = language));
    return send(c, currentMemberView(viewContext(c, sandbox), member, admin));
  });

  app.get("/me/dashboard", (c) => {
    const { member } = requireCaller(c, sandbox);
    return send(c, dashboardView(viewContext(c, sandbox), member));
  });

  return app;
}
