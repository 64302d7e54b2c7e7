import { describe, expect } from "vitest";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import * as support from "./support.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-17 D-27",
    fn: support.requestAccountAccess,
    call: (client) =>
      support.requestAccountAccess(client, {
        name: "Maria Hernandez",
        currentPhone: "(503) 555-0142",
        previousPhone: "971-555-0177",
      }),
    route: "POST /api/v1/support/regain_account_access",
    answer: { status: 204 },
    body: { name: "Maria Hernandez", current_phone: "15035550142", previous_phone: "19715550177" },
    expectResult: (result) => expect(result).toBeUndefined(),
  },
];

describe("support endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(support, cases);
});
