import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { parsedFixture, readFixture } from "../../test/contract-fixtures.ts";
import { useTestApi } from "../../test/endpoint-cases.ts";
import { createApiClient } from "../client.ts";
import { ledgerQueries, preferencesQueries, vendorAccountQueries } from "./account-queries.ts";
import { checkoutQueries, offeringQueries, orderQueries } from "./commerce-queries.ts";
import { dashboardQueries, meQueries } from "./me-queries.ts";
import { metaQueries } from "./meta-queries.ts";
import { mobilityQueries } from "./mobility-queries.ts";

const client = createApiClient();
const bounds = { sw: [45.49, -122.7], ne: [45.53, -122.64] } as const;

describe("query-options factories", () => {
  it.each([
    [offeringQueries.keys.all, offeringQueries.list(client).queryKey, ["offerings", "list"]],
    [offeringQueries.keys.all, offeringQueries.detail(client, 12).queryKey, ["offerings", "detail", 12]],
    [checkoutQueries.keys.all, checkoutQueries.detail(client, 7).queryKey, ["checkouts", 7]],
    [
      checkoutQueries.keys.all,
      checkoutQueries.confirmation(client, 7).queryKey,
      ["checkouts", 7, "confirmation"],
    ],
    [orderQueries.keys.all, orderQueries.history(client).queryKey, ["orders", "history"]],
    [orderQueries.keys.all, orderQueries.unclaimed(client).queryKey, ["orders", "unclaimed"]],
    [orderQueries.keys.all, orderQueries.detail(client, 3).queryKey, ["orders", "detail", 3]],
    [ledgerQueries.keys.all, ledgerQueries.overview(client).queryKey, ["ledgers", "overview"]],
    [ledgerQueries.keys.all, ledgerQueries.lines(client, 2201, 2).queryKey, ["ledgers", 2201, "lines", 2]],
    [vendorAccountQueries.keys.all, vendorAccountQueries.list(client).queryKey, ["vendor-accounts", "list"]],
    [
      preferencesQueries.keys.all,
      preferencesQueries.public(client, "t").queryKey,
      ["preferences", "public", "t"],
    ],
    [meQueries.keys.all, meQueries.current(client).queryKey, ["me"]],
    [dashboardQueries.keys.all, dashboardQueries.current(client).queryKey, ["dashboard"]],
    [metaQueries.keys.all, metaQueries.currencies(client).queryKey, ["meta", "currencies"]],
    [metaQueries.keys.all, metaQueries.userAgent(client).queryKey, ["meta", "user-agent"]],
    [mobilityQueries.keys.all, mobilityQueries.map(client, bounds).queryKey, ["mobility", "map", bounds]],
    [mobilityQueries.keys.trips, mobilityQueries.tripPage(client, 2).queryKey, ["mobility", "trips", 2]],
  ])("nests %j › %j", (parent, key, expected) => {
    expect(key).toEqual(expected);
    expect(key.slice(0, parent.length)).toEqual(parent);
  });
});

describe("every factory", () => {
  const factories = {
    ledgerQueries,
    preferencesQueries,
    vendorAccountQueries,
    checkoutQueries,
    offeringQueries,
    orderQueries,
    dashboardQueries,
    meQueries,
    metaQueries,
    mobilityQueries,
  };

  it.each(Object.entries(factories))(
    "%s: keys are arrays, every other member returns query options",
    (_, factory) => {
      const { keys, ...members } = factory as Record<string, unknown> & { keys: Record<string, unknown> };
      for (const key of Object.values(keys)) expect(Array.isArray(key)).toBe(true);
      const made = Object.values(members).map((member) =>
        // Arguments past the client only end up in keys; the query function is not run here.
        (member as (...args: unknown[]) => unknown)(client, 1, 1),
      );
      expect(made.length).toBeGreaterThan(0);
      for (const options of made) {
        expect(options).toMatchObject({ queryKey: expect.any(Array), queryFn: expect.any(Function) });
      }
    },
  );
});

describe("query functions", () => {
  const api = useTestApi();

  it("A-31 offeringQueries.detail fetches and validates the offering", async () => {
    api().answer("GET /api/v1/commerce/offerings/12", {
      json: readFixture("GET_commerce_offerings_id.json"),
    });
    const offering = await new QueryClient().fetchQuery(offeringQueries.detail(api().client(), 12));
    expect(offering).toEqual(parsedFixture("GET_commerce_offerings_id.json"));
  });

  it("A-52 ledgerQueries.lines asks for the 1-based page", async () => {
    api().answer("GET /api/v1/ledgers/2201/lines", { json: readFixture("GET_ledgers_id_lines.json") });
    await new QueryClient().fetchQuery(ledgerQueries.lines(api().client(), 2201, 3));
    expect(api().requests[0]?.search.get("page")).toBe("3");
  });
});
