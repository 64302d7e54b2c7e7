import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/test-api.ts";
import { getMobilityMap } from "./endpoints/mobility.ts";

let api: TestApi;
beforeAll(async () => void (api = await startTestApi()));
afterAll(() => api.close());
beforeEach(() => api.reset());

/** Runs `body` with `URLSearchParams` as Safari before 17 and Chrome before 113 have it: without `size`. */
async function withoutSearchParamsSize(body: () => Promise<void>) {
  const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size");
  if (!size) throw new Error("this Node has no URLSearchParams#size to take away");
  Reflect.deleteProperty(URLSearchParams.prototype, "size");
  try {
    await body();
  } finally {
    Object.defineProperty(URLSearchParams.prototype, "size", size);
  }
}

describe("the client on the oldest browsers of the policy (docs/browsers.md)", () => {
  it("A-07 sends the map's area where URLSearchParams has no size (Safari 16, Chrome 109)", async () => {
    api.answer("GET /api/v1/mobility/map", { json: { refresh: 30000 } });
    await withoutSearchParamsSize(async () => {
      await getMobilityMap(api.client(), { sw: [45.49, -122.7], ne: [45.53, -122.6] }).catch(() => null);
    });
    expect(api.requests.map((request) => request.search.toString())).toEqual([
      "sw%5B%5D=45.49&sw%5B%5D=-122.7&ne%5B%5D=45.53&ne%5B%5D=-122.6",
    ]);
  });
});
