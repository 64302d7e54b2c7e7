import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ContractError, isContractError } from "./contract-error.ts";
import { ApiError, isApiError } from "./errors.ts";

function issuesOf(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected the value to break the schema");
  return result.error.issues;
}

const init = { endpoint: "GET /me", method: "GET", url: "http://api.test/api/v1/me", status: 200 };

describe("ContractError", () => {
  it("is an unhandled_error ApiError with the answer's status, told apart by its own guard", () => {
    const error = new ContractError({ ...init, issues: issuesOf(z.object({ id: z.number() }), {}) });
    expect(error).toBeInstanceOf(ApiError);
    expect([isApiError(error), isContractError(error)]).toEqual([true, true]);
    expect(isContractError(new ApiError({ code: "unhandled_error", status: 500, message: "boom" }))).toBe(
      false,
    );
    expect(error).toMatchObject({
      name: "ContractError",
      code: "unhandled_error",
      status: 200,
      retryAfter: null,
    });
  });

  it("names the endpoint, status and issue paths, and at most three issues", () => {
    const schema = z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.array(z.string()) });
    const error = new ContractError({ ...init, issues: issuesOf(schema, { a: "secret", d: [5] }) });
    expect(error.issues).toHaveLength(4);
    expect(error.message).toBe(
      "Answer to GET /me (HTTP 200) breaks the contract: a: invalid_type, expected number; " +
        "b: invalid_type, expected number; c: invalid_type, expected number (+1 more)",
    );
    expect(error.message).not.toContain("secret");
  });

  it("describes a wrong top-level body without a path", () => {
    const error = new ContractError({ ...init, issues: issuesOf(z.object({}), null) });
    expect(error.message).toMatch(/breaks the contract: \(body\): invalid_type, expected object$/);
  });
});
