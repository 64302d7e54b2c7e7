// A registration link's schedule (current API), over real HTTP: the Home Forward office's link works weekdays
// 17:00–01:00 UTC. Outside that, as the backend does (`lookup_from_code` is nil outside the schedule), the printed link
// still leads through the capture to the app, but its code shows no invitation and joins nobody; inside it, the
// member's pending Home Forward membership is verified, which opens the pantry box.
import {
  createApiClient,
  getMe,
  getOffering,
  getOfferings,
  updateMe,
  type ApiClient,
} from "@tandem/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { HOME_FORWARD_LINK_OPAQUE_ID } from "../src/seed/memberships.ts";
import { cookieFetch, startHarness, type Harness } from "./harness.ts";

const KOFI = "(503) 555-0165";
const DAY = 86_400_000;

let h: Harness;
afterEach(() => h.close());

/** Moves the sandbox clock to the next `weekday` (0 = Sunday) at `hour`:30 UTC. */
function advanceTo(weekday: number, hour: number) {
  const now = h.sandbox.clock.nowMs();
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let target = midnight + ((weekday - today.getUTCDay() + 7) % 7) * DAY + (hour * 60 + 30) * 60_000;
  if (target <= now) target += 7 * DAY;
  h.sandbox.clock.advance(target - now);
}

/** A browser that followed the office's printed link, then signed in as Kofi; with the capture's answer. */
async function kofiThroughLink(): Promise<{ api: ApiClient; capture: Response; visitorMe: unknown }> {
  const jar = cookieFetch();
  const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };
  const api = createApiClient({ host: h.origin, fetch: jar, logger: silent, retryDelay: () => 0 });
  const link = `${h.origin}/api/v1/registration_links/${HOME_FORWARD_LINK_OPAQUE_ID}`;
  const first = await jar(link, { redirect: "manual" });
  expect(first.status).toBe(302);
  const capture = await jar(new URL(first.headers.get("location") ?? "", h.origin), { redirect: "manual" });
  // What the app reads before sign-in: the 401 of GET /me names the invitation, or null.
  const visitorMe = ((await (await jar(`${h.origin}/api/v1/me`)).json()) as { error: unknown }).error;
  await h.signIn(api, KOFI);
  return { api, capture, visitorMe };
}

async function pantryBoxOpens(api: ApiClient): Promise<boolean> {
  const box = h.sandbox.store.db.t.offerings.find(
    (offering) => offering.eligibleOrganization === "Home Forward",
  );
  const listed = (await getOfferings(api)).items.some((offering) => offering.id === box?.id);
  const opened = await getOffering(api, box?.id ?? 0).then(
    () => true,
    () => false,
  );
  expect(listed).toBe(opened);
  return opened;
}

describe("a registration link's schedule on current", () => {
  it("outside the office's hours the link still leads to the app, but shows no invitation and verifies nobody", async () => {
    h = await startHarness({ apiVersion: "current" });
    advanceTo(0, 12); // a Sunday, 12:30 UTC
    const { api, capture, visitorMe } = await kofiThroughLink();
    expect(capture.status).toBe(302);
    expect(capture.headers.get("location")).toBe("/app/partner-signup");
    expect(capture.headers.getSetCookie().join()).toContain("suma_regcode=");
    expect(visitorMe).toMatchObject({ code: "unauthenticated", registration_link: null });
    expect((await getMe(api)).registrationLink).toBeNull();
    await updateMe(api, { organizationName: "Home Forward" });
    expect(await pantryBoxOpens(api)).toBe(false);
  });

  it("within the office's hours the invitation shows, and accepting it verifies the pending Home Forward membership", async () => {
    h = await startHarness({ apiVersion: "current" });
    advanceTo(1, 18); // a Monday, 18:30 UTC
    const { api, visitorMe } = await kofiThroughLink();
    expect(visitorMe).toMatchObject({ registration_link: { organization_name: "Home Forward" } });
    expect(await pantryBoxOpens(api)).toBe(false);
    expect((await getMe(api)).registrationLink).toMatchObject({ organizationName: "Home Forward" });
    await updateMe(api, { organizationName: "Home Forward" });
    expect(await pantryBoxOpens(api)).toBe(true);
    const kofi = h.sandbox.store.db.t.members.find((member) => member.phone === "15035550165");
    expect(kofi?.memberships).toMatchObject([{ organization: "Home Forward", status: "verified" }]);
  });

  it("a code taken within the hours shows nothing once they close (the schedule is checked when the code is read)", async () => {
    h = await startHarness({ apiVersion: "current" });
    advanceTo(5, 0); // a Friday, 00:30 UTC: Thursday's office evening
    const { api } = await kofiThroughLink();
    expect((await getMe(api)).registrationLink).toMatchObject({ organizationName: "Home Forward" });
    h.sandbox.clock.advance(45 * 60_000); // 01:15 UTC, closed; the code's hour is not over
    expect((await getMe(api)).registrationLink).toBeNull();
    await updateMe(api, { organizationName: "Home Forward" });
    expect(await pantryBoxOpens(api)).toBe(false);
  });
});
