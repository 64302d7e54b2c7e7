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
    [offeringQueries.all(), offeringQueries.list(client).queryKey, ["offerings", "list"]],
    [offeringQueries.all(), offeringQueries.detail(client, 12).queryKey, ["offerings", "detail", 12]],
    [checkoutQueries.all(), checkoutQueries.detail(client, 7).queryKey, ["checkouts", 7]],
    [
      checkoutQueries.all(),
      checkoutQueries.confirmation(client, 7).queryKey,
      ["checkouts", 7, "confirmation"],
    ],
    [orderQueries.all(), orderQueries.history(client).queryKey, ["orders", "history"]],
    [orderQueries.all(), orderQueries.unclaimed(client).queryKey, ["orders", "unclaimed"]],
    [orderQueries.all(), orderQueries.detail(client, 3).queryKey, ["orders", "detail", 3]],
    [ledgerQueries.all(), ledgerQueries.overview(client).queryKey, ["ledgers", "overview"]],
    [ledgerQueries.all(), ledgerQueries.lines(client, 2201, 2).queryKey, ["ledgers", 2201, "lines", 2]],
    [vendorAccountQueries.all(), vendorAccountQueries.list(client).queryKey, ["vendor-accounts", "list"]],
    [
      preferencesQueries.all(),
      preferencesQueries.public(client, "t").queryKey,
      ["preferences", "public", "t"],
    ],
    [meQueries.all(), meQueries.current(client).queryKey, ["me"]],
    [dashboardQueries.all(), dashboardQueries.current(client).queryKey, ["dashboard"]],
    [metaQueries.all(), metaQueries.currencies(client).queryKey, ["meta", "currencies"]],
    [metaQueries.all(), metaQueries.userAgent(client).queryKey, ["meta", "user-agent"]],
    [mobilityQueries.all(), mobilityQueries.map(client, bounds).queryKey, ["mobility", "map", bounds]],
    [mobilityQueries.trips(), mobilityQueries.tripPage(client, 2).queryKey, ["mobility", "trips", 2]],
  ])("nests %j › %j", (parent, key, expected) => {
    expect(key).toEqual(expected);
    expect(key.slice(0, parent.length)).toEqual(parent);
  });
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
