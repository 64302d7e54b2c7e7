import { describe, expect, it } from "vitest";
import { toSearchParams } from "./query.ts";

describe("toSearchParams", () => {
  it.each([
    ["snake-cases keys", { perPage: 20, accessToken: "t" }, "per_page=20&access_token=t"],
    [
      "sends lists as repeated bracket keys (contract §1.2)",
      { sw: [45.49, -122.7] },
      "sw%5B%5D=45.49&sw%5B%5D=-122.7",
    ],
    ["leaves out null and undefined", { page: undefined, disambiguator: null, type: "ebike" }, "type=ebike"],
    ["keeps false and 0", { flag: false, page: 0 }, "flag=false&page=0"],
  ])("A-07 %s", (_, params, expected) => {
    expect(toSearchParams(params).toString()).toBe(expected);
  });
});
