// Joining through a partner joins only the organisation the member accepted (current API), over real HTTP. The
// capture takes any code by GET from any site, so the browser's code may have been swapped for another partner's
// after the page showed its invitation, or the member may have declined the partner at sign-up: POST /me/update
// joins through the code only when its `organization_name` names the code's organisation, and otherwise leaves
// the code unused, its invitation still on the member it answers with (README, "Joining through a partner").
import { createApiClient, getMe, updateMe, type ApiClient } from "@tandem/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { HOME_FORWARD_LINK_OPAQUE_ID } from "../src/seed/memberships.ts";
import { PARTNER_LINK_OPAQUE_ID } from "../src/seed/partners.ts";
import { cookieFetch, startHarness, type Harness } from "./harness.ts";

const DAY = 86_400_000;

let h: Harness;
afterEach(() => h.close());

/** A browser: its cookie jar, and an API client that uses it. */
function browser(): { fetch: typeof fetch; api: ApiClient } {
  const jar = cookieFetch();
  const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };
  return {
    fetch: jar,
    api: createApiClient({ host: h.origin, fetch: jar, logger: silent, retryDelay: () => 0 }),
  };
}

/** The browser follows a printed link and its capture, as a tap on another site's link would. */
async function follow(visitor: { fetch: typeof fetch }, opaqueId: string) {
  const first = await visitor.fetch(`${h.origin}/api/v1/registration_links/${opaqueId}`, {
    redirect: "manual",
  });
  await visitor.fetch(new URL(first.headers.get("location") ?? "", h.origin), { redirect: "manual" });
}

/** Moves the clock to the next Monday, 18:30 UTC: within the Home Forward office link's hours. */
function withinOfficeHours() {
  const now = h.sandbox.clock.nowMs();
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const target = midnight + ((1 - today.getUTCDay() + 7) % 7 || 7) * DAY + (18 * 60 + 30) * 60_000;
  h.sandbox.clock.advance(target - now);
}

function membershipsOf(phone: string) {
  return h.sandbox.store.db.t.members.find((member) => member.phone === phone)?.memberships;
}

describe("joining through a partner joins the organisation accepted (current API)", () => {
  it("a code swapped by another site after the invitation showed joins nobody: the member is answered still invited, by the other partner", async () => {
    h = await startHarness({ apiVersion: "current" });
    withinOfficeHours();
    const noah = browser();
    await follow(noah, PARTNER_LINK_OPAQUE_ID);
    await h.signIn(noah.api, "(503) 555-0401");
    expect((await getMe(noah.api)).registrationLink).toMatchObject({ organizationName: "Cully Commons" });
    // Another site's page sends the browser through Home Forward's capture: the cookie now holds its code.
    await follow(noah, HOME_FORWARD_LINK_OPAQUE_ID);
    const answer = await updateMe(noah.api, { organizationName: "Cully Commons" });
    expect(answer).toMatchObject({
      registrationLink: { organizationName: "Home Forward" },
      readOnlyReason: "read_only_unverified",
    });
    expect(membershipsOf("15035550401")).toMatchObject([
      { organization: "Cully Commons", status: "unverified" },
    ]);
    // The member accepts the invitation now shown: that one joins.
    const joined = await updateMe(noah.api, { organizationName: "Home Forward" });
    expect(joined).toMatchObject({ registrationLink: null, readOnlyReason: null });
    expect(membershipsOf("15035550401")).toContainEqual(
      expect.objectContaining({ organization: "Home Forward", status: "verified" }),
    );
  });

  it("an update naming no organisation, or another (a member who declined the partner at sign-up), joins nobody and leaves the code", async () => {
    h = await startHarness({ apiVersion: "current" });
    const newcomer = browser();
    await follow(newcomer, PARTNER_LINK_OPAQUE_ID);
    await h.signIn(newcomer.api, "(503) 555-0477");
    expect(await updateMe(newcomer.api, {})).toMatchObject({
      registrationLink: { organizationName: "Cully Commons" },
      readOnlyReason: "read_only_unverified",
    });
    const signedUp = await updateMe(newcomer.api, {
      name: "Ines Duarte",
      address: {
        address1: "4200 NE 72nd Ave",
        address2: "",
        city: "Portland",
        stateOrProvince: "Oregon",
        postalCode: "97218",
      },
      organizationName: "No affiliation",
    });
    expect(signedUp).toMatchObject({ onboarded: true, readOnlyReason: "read_only_unverified" });
    expect(membershipsOf("15035550477")).toEqual([
      expect.objectContaining({ organization: "No affiliation", status: "unverified" }),
    ]);
  });
});
