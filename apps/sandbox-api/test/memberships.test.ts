// Organisation memberships as the backend keeps them, over real HTTP on both API versions: an organisation the
// member names (onboarding's POST /me/update, the contact list) is an unverified membership, and only a verified one
// opens an offering kept to that organisation (GET /commerce/offerings leaves it out, opening it is 403
// eligibility_violation); an admin's verification (the sandbox control) or a partner's link verifies it.
import {
  getOffering,
  getOfferings,
  joinContactList,
  updateMe,
  type ApiClient,
  type ApiError,
} from "@tandem/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { API_VERSIONS } from "../src/api-version.ts";
import { rawRequest } from "./raw-http.ts";
import { PHONES, startHarness, type Harness } from "./harness.ts";

const KOFI = "(503) 555-0165";
const ELENA = "(503) 555-0166";

let h: Harness;
afterEach(() => h.close());

/** The seeded offering only Home Forward's verified residents may use. */
function pantryBoxId(): number {
  const box = h.sandbox.store.db.t.offerings.find(
    (offering) => offering.eligibleOrganization === "Home Forward",
  );
  if (!box) throw new Error("no Home Forward offering seeded");
  return box.id;
}

async function listedIds(api: ApiClient): Promise<number[]> {
  return (await getOfferings(api)).items.map((offering) => offering.id);
}

async function openingError(api: ApiClient, id: number): Promise<Partial<ApiError> | null> {
  return getOffering(api, id).then(
    () => null,
    (error: ApiError) => ({ status: error.status, code: error.code }),
  );
}

function memberId(phone: string): number {
  const digits = `1${phone.replace(/\D/g, "")}`;
  const member = h.sandbox.store.db.t.members.find((row) => row.phone === digits);
  if (!member) throw new Error(`no member ${phone}`);
  return member.id;
}

async function verifyMembershipControl(
  id: number,
  organization: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${h.origin}/sandbox/members/${id}/memberships/verify`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ organization_name: organization }),
  });
}

describe.each(API_VERSIONS)("organisation memberships at %s", (apiVersion) => {
  it("a self-declared organisation (POST /me/update organization_name) opens none of its offerings", async () => {
    h = await startHarness({ apiVersion });
    const maria = await h.as(PHONES.maria);
    await updateMe(maria, { organizationName: "Home Forward" });
    expect(await listedIds(maria)).not.toContain(pantryBoxId());
    expect(await openingError(maria, pantryBoxId())).toEqual({ status: 403, code: "eligibility_violation" });
    // Naming it again is no new membership (contract §3.2: no-op if already a member).
    await updateMe(maria, { organizationName: " Home Forward " });
    expect(h.sandbox.store.db.t.members.get(memberId(PHONES.maria))?.memberships).toMatchObject([
      { organization: "Home Forward", status: "unverified" },
    ]);
  });

  it("seeds Lucía as a verified Home Forward resident and Kofi and Elena with the membership pending", async () => {
    h = await startHarness({ apiVersion });
    const lucia = await h.as(PHONES.lucia);
    expect(await listedIds(lucia)).toContain(pantryBoxId());
    expect((await getOffering(lucia, pantryBoxId())).offering.id).toBe(pantryBoxId());
    for (const phone of [KOFI, ELENA]) {
      const pending = await h.as(phone);
      const listed = await listedIds(pending);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed).not.toContain(pantryBoxId());
      expect(await openingError(pending, pantryBoxId())).toEqual({
        status: 403,
        code: "eligibility_violation",
      });
    }
  });

  it("the sandbox control verifies a pending membership, which opens the organisation's offering", async () => {
    h = await startHarness({ apiVersion });
    const kofi = await h.as(KOFI);
    const answer = await verifyMembershipControl(memberId(KOFI), "Home Forward");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      memberships: [{ organization: "Home Forward", status: "verified" }],
    });
    expect(await listedIds(kofi)).toContain(pantryBoxId());
    expect((await getOffering(kofi, pantryBoxId())).offering.id).toBe(pantryBoxId());
  });

  it("the contact list's organisation is an unverified membership: verifying the member opens nothing of it", async () => {
    h = await startHarness({ apiVersion, rateLimits: false });
    const phone = "(503) 555-0168";
    await joinContactList(h.client(), {
      name: "Ada Brooks",
      phone,
      timezone: "America/Los_Angeles",
      channel: "Tandem event",
      organizationName: "Home Forward",
    });
    await fetch(`${h.origin}/sandbox/members/${memberId(phone)}/verify`, { method: "POST" });
    const ada = await h.as(phone);
    expect(await listedIds(ada)).not.toContain(pantryBoxId());
    expect(await openingError(ada, pantryBoxId())).toEqual({ status: 403, code: "eligibility_violation" });
  });
});

describe("the membership control", () => {
  it("answers this machine only, under a loopback host name, like the other controls", async () => {
    h = await startHarness();
    const foreign = await rawRequest(h.origin, {
      method: "POST",
      path: `/sandbox/members/${memberId(KOFI)}/memberships/verify`,
      headers: {
        host: `rebind.evil.example:${new URL(h.origin).port}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ organization_name: "Home Forward" }),
    });
    expect(foreign.status).toBe(403);
    expect(h.sandbox.store.db.t.members.get(memberId(KOFI))?.memberships).toMatchObject([
      { status: "unverified" },
    ]);
    const blank = await verifyMembershipControl(memberId(KOFI), " ");
    expect(blank.status).toBe(400);
  });
});
