// Registration links (HEAD only, the backend's API::RegistrationLinks): a printed link leads through a one-time
// code kept in a cookie to the app's partner signup page. At 5dd9af6c these routes do not exist (unknown routes).
import { Hono } from "hono";
import { paths, withAppBase } from "@tandem/paths";
import { ApiFailure, forbidden } from "../http/api-failure.ts";
import { keepRegistrationCode } from "../http/registration-cookie.ts";
import { throttleWrite } from "../http/write-throttles.ts";
import {
  linkByOpaqueId,
  makeRegistrationCode,
  REGISTRATION_CODE_PARAM,
} from "../domain/registration-links.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";

/** `GET /registration_links/capture` and `GET /registration_links/{opaque_id}`, on `current` only. */
export function registrationLinkRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();
  if (sandbox.apiVersion !== "current") return app;

  // Only here to keep the code (whatever it is: an invalid one simply shows no invitation) and go to the app.
  app.get("/registration_links/capture", (c) => {
    const code = c.req.query(REGISTRATION_CODE_PARAM);
    if (code === undefined)
      throw new ApiFailure(
        400,
        "required",
        `:${REGISTRATION_CODE_PARAM} param is required. Refer to RegistrationLink documentation.`,
      );
    keepRegistrationCode(c, sandbox, code);
    // Relative, as every redirect here: the browser stays on the scheme and host it used (behind a TLS proxy too).
    return c.redirect(withAppBase(paths.partnerSignup()), 302);
  });

  // The long-lived link trades itself for a one-time code, so the shared address leaves the browser's history.
  app.get("/registration_links/:opaqueId", (c) => {
    const link = linkByOpaqueId(sandbox.store.db, c.req.param("opaqueId"));
    if (!link) throw forbidden();
    throttleWrite(c, sandbox, "registrationLink");
    const code = sandbox.store.write((db) => makeRegistrationCode(db, link, sandbox.clock.nowMs()));
    const query = new URLSearchParams({ [REGISTRATION_CODE_PARAM]: code });
    return c.redirect(`/api/v1/registration_links/capture?${query.toString()}`, 302);
  });

  return app;
}
