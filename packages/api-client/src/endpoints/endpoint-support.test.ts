import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/endpoint-cases.ts";
import { getOffering } from "./commerce.ts";
import { getMe } from "./me.ts";
import { MAGIC_LINK_POLL_TIMEOUT_MS } from "./private-accounts.ts";

describe("answer validation", () => {
  const api = useTestApi();

  it("turns an answer that breaks the contract into a logged unhandled_error", async () => {
    api().answer("GET /api/v1/commerce/offerings/12", { json: { offering: { id: "twelve" } } });
    const error: unknown = await getOffering(api().client(), 12).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ name: "ApiError", code: "unhandled_error", status: null });
    expect(api().logs.map((line) => line.args[0])).toEqual([
      "[api] unexpected answer to GET /commerce/offerings/{id}",
    ]);
  });

  it("E-10 leaves the stored member alone when /me fails for another reason than 401", async () => {
    api().answer("GET /api/v1/me", { status: 503, json: { error: { status: 503, code: "unavailable" } } });
    const client = api().client();
    await expect(getMe(client)).rejects.toMatchObject({ code: "unhandled_error" });
    expect(client.currentMember.get()).toBeUndefined();
  });

  it("A-60 polls for a magic link with a 30 s timeout", () => {
    expect(MAGIC_LINK_POLL_TIMEOUT_MS).toBe(30_000);
  });
});
