import { describe, expect } from "vitest";
import { parsedFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import * as ledgers from "./ledgers.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-51",
    fn: ledgers.getLedgersOverview,
    call: (client) => ledgers.getLedgersOverview(client),
    route: "GET /api/v1/ledgers/overview",
    fixture: "GET_ledgers_overview.json",
    expectResult: (overview) => expect(overview).toEqual(parsedFixture("GET_ledgers_overview.json")),
  },
  {
    rows: "A-52 D-16",
    fn: ledgers.getLedgerLines,
    call: (client) => ledgers.getLedgerLines(client, 2201, 3),
    route: "GET /api/v1/ledgers/2201/lines",
    fixture: "GET_ledgers_id_lines.json",
    query: [["page", "3"]],
    expectResult: (page) =>
      expect(page).toMatchObject({
        ledgerId: 2201,
        currentPage: 3,
        pageCount: 3,
        items: [{ opaqueId: expect.any(String) as string }, {}],
      }),
  },
];

describe("ledger endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(ledgers, cases);
});
