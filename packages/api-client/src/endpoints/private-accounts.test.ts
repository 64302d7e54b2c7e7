import { describe, expect } from "vitest";
import { parsedFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import * as accounts from "./private-accounts.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-57",
    fn: accounts.getVendorAccounts,
    call: (client) => accounts.getVendorAccounts(client),
    route: "GET /api/v1/anon_proxy/vendor_accounts",
    fixture: "GET_anon_proxy_vendor_accounts.json",
    expectResult: (list) => expect(list).toEqual(parsedFixture("GET_anon_proxy_vendor_accounts.json")),
  },
  {
    rows: "A-57 D-33",
    fn: accounts.getVendorAccounts,
    call: (client) => accounts.getVendorAccounts(client),
    route: "GET /api/v1/anon_proxy/vendor_accounts",
    fixture: "GET_anon_proxy_vendor_accounts__legacy_5dd9af6c.json",
    expectResult: (list) =>
      expect(list).toMatchObject({ items: [{ vendorName: "Lime", needsAttention: true }] }),
  },
  {
    rows: "A-58 D-11",
    fn: accounts.configureVendorAccount,
    call: (client) => accounts.configureVendorAccount(client, 45),
    route: "POST /api/v1/anon_proxy/vendor_accounts/45/configure",
    answer: { status: 204 },
    expectResult: (result) => expect(result).toBeUndefined(),
  },
  {
    rows: "contract §5.5",
    fn: accounts.processVendorAccount,
    call: (client) => accounts.processVendorAccount(client, 45),
    route: "POST /api/v1/anon_proxy/vendor_accounts/45/process",
    fixture: "POST_anon_proxy_vendor_accounts_id_process.json",
    expectResult: (account) =>
      expect(account).toMatchObject({ id: 45, uiStateV1: { indexCardMode: "link" } }),
  },
  {
    rows: "A-59",
    fn: accounts.requestVendorAccountAuth,
    call: (client) => accounts.requestVendorAccountAuth(client, 45),
    route: "POST /api/v1/anon_proxy/vendor_accounts/45/make_auth_request",
    fixture: "POST_anon_proxy_vendor_accounts_id_make_auth_request.json",
    expectResult: (account) => expect(account).toMatchObject({ id: 45, magicLink: null }),
  },
  {
    rows: "A-60",
    fn: accounts.pollVendorAccountMagicLink,
    call: (client) => accounts.pollVendorAccountMagicLink(client, 45),
    route: "POST /api/v1/anon_proxy/vendor_accounts/45/poll_for_new_magic_link",
    fixture: "POST_anon_proxy_vendor_accounts_id_poll_for_new_magic_link.json",
    expectResult: (poll) =>
      expect(poll).toMatchObject({
        foundChange: true,
        vendorAccount: { magicLink: expect.stringContaining("lime.app") as string },
      }),
  },
];

describe("private-account endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(accounts, cases);
});
