import { describe, expect, it } from "vitest";
import { scrubText, scrubValue } from "./scrub.ts";

describe("scrubbing before error reports", () => {
  it.each([
    ["sign in failed for (503) 555-0142", "sign in failed for [phone]"],
    ["POST /auth/start phone=15035550142", "POST /auth/start phone=[phone]"],
    ["verify 123456 rejected", "verify [code] rejected"],
    ["card 4242 4242 4242 4242 declined", "card [number] declined"],
    ["account 000123456789 routing 110000000", "account [number] routing [code]"],
    ["/preferences-public?token=abc.DEF-123&x=1", "/preferences-public?token=[token]&x=1"],
    ['{"access_token":"s3cr3t"}', '{"access_token":"[token]"}'],
    [
      "https://app.test/app/trip/5588?trip=eyJpZCI6NTU4OH0&x=1",
      "https://app.test/app/trip/5588?trip=[trip]&x=1",
    ],
    ["GET /app/trip/5?trip%3DeyJpZCI6NX0", "GET /app/trip/5?trip%3D[trip]"],
  ])("D-26 B-18 scrubs %j", (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it("walks events deeply and keeps other values", () => {
    const event = { message: "call (503) 555-0142", extra: { codes: ["654321"], count: 3 }, ok: true };
    expect(scrubValue(event)).toEqual({
      message: "call [phone]",
      extra: { codes: ["[code]"], count: 3 },
      ok: true,
    });
  });
});
