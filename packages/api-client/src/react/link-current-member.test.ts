import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { readFixture, readMemberHeaderFixture } from "../../test/contract-fixtures.ts";
import { useTestApi } from "../../test/endpoint-cases.ts";
import { CURRENT_MEMBER_HEADER } from "../current-member-header.ts";
import { beginTrip } from "../endpoints/mobility.ts";
import { getOrders } from "../endpoints/orders.ts";
import { buildCurrentMember } from "../testing/member-factories.ts";
import { meQueries, registrationLinkQueries } from "./me-queries.ts";

describe("meQueries and the current-member store", () => {
  const api = useTestApi();

  it("A-13 resolves the member, and null when signed out (401)", async () => {
    api().answer("GET /api/v1/me", { json: readFixture("GET_me.json") });
    const client = api().client();
    expect(await new QueryClient().ensureQueryData(meQueries.current(client))).toMatchObject({ id: 1842 });
    api().answer("GET /api/v1/me", {
      status: 401,
      json: { error: { status: 401, code: "unauthenticated" } },
    });
    expect(await new QueryClient().ensureQueryData(meQueries.current(client))).toBeNull();
    expect(client.currentMember.get()).toBeNull();
  });

  it("a signed-out answer keeps the invitation the 401 names under ['registration-link'] (HEAD only)", async () => {
    const link = { organization_name: "Cully Commons", intro: "Join us" };
    api().answer("GET /api/v1/me", {
      status: 401,
      json: { error: { status: 401, code: "unauthenticated", registration_link: link } },
    });
    const queryClient = new QueryClient();
    expect(await queryClient.ensureQueryData(meQueries.current(api().client()))).toBeNull();
    expect(queryClient.getQueryData(registrationLinkQueries.keys.all)).toEqual({
      organizationName: "Cully Commons",
      intro: "Join us",
    });
  });

  it("registrationLinkQueries reads the invitation from the member, from a 401, or none at 5dd9af6c", async () => {
    const link = { organization_name: "Cully Commons", intro: "Join us" };
    const client = api().client();
    api().answer("GET /api/v1/me", {
      json: { ...(readFixture("GET_me.json") as object), registration_link: link },
    });
    expect(await new QueryClient().fetchQuery(registrationLinkQueries.current(client))).toMatchObject({
      organizationName: "Cully Commons",
    });
    api().answer("GET /api/v1/me", {
      status: 401,
      json: { error: { status: 401, code: "unauthenticated", registration_link: link } },
    });
    expect(await new QueryClient().fetchQuery(registrationLinkQueries.current(client))).toEqual({
      organizationName: "Cully Commons",
      intro: "Join us",
    });
    api().answer("GET /api/v1/me", {
      status: 401,
      json: { error: { status: 401, code: "unauthenticated" } },
    });
    expect(await new QueryClient().fetchQuery(registrationLinkQueries.current(client))).toBeNull();
  });

  it("A-12 puts a member from a response header into the ['me'] query", async () => {
    const onboarding = { ...(readFixture("GET_me.json") as object), ongoing_trip: null };
    api().answer("GET /api/v1/me", { json: onboarding });
    api().answer("POST /api/v1/mobility/begin_trip", {
      json: readFixture("POST_mobility_begin_trip.json"),
      headers: { [CURRENT_MEMBER_HEADER]: readMemberHeaderFixture() },
    });
    const client = api().client();
    const queryClient = new QueryClient();
    await queryClient.ensureQueryData(meQueries.current(client));
    await beginTrip(client, { providerId: 12, vehicleId: "LIME-7XQ2K" });
    expect(queryClient.getQueryData(meQueries.keys.all)).toMatchObject({ ongoingTrip: { id: 5588 } });
  });

  it("puts a member written into the ['me'] query into the store", async () => {
    api().answer("GET /api/v1/me", { json: readFixture("GET_me.json") });
    const client = api().client();
    const queryClient = new QueryClient();
    await queryClient.ensureQueryData(meQueries.current(client));
    const renamed = buildCurrentMember({ name: "Maria H." });
    queryClient.setQueryData(meQueries.keys.all, renamed);
    expect(client.currentMember.get()).toBe(renamed);
  });

  it("a 401 on another call while signed in empties the ['me'] query too (session end)", async () => {
    api().answer("GET /api/v1/me", { json: readFixture("GET_me.json") });
    api().answer("GET /api/v1/commerce/orders", {
      status: 401,
      json: { error: { status: 401, code: "unauthenticated" } },
    });
    const client = api().client();
    const queryClient = new QueryClient();
    await queryClient.ensureQueryData(meQueries.current(client));
    await expect(getOrders(client)).rejects.toMatchObject({ code: "unauthenticated" });
    expect(client.currentMember.get()).toBeNull();
    expect(queryClient.getQueryData(meQueries.keys.all)).toBeNull();
  });
});
