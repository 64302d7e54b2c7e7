import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromResponse, isApiError, networkError } from "./errors.ts";

describe("apiErrorFromResponse", () => {
  it("E-06 takes the code from the error envelope below 500", () => {
    const error = apiErrorFromResponse(403, {
      error: { status: 403, code: "invalid_otp", message: "Sorry" },
    });
    expect(error).toMatchObject({ code: "invalid_otp", status: 403, message: "Sorry", retryAfter: null });
  });

  it("E-06 gives unhandled_error for 500 and above, whatever the body says", () => {
    const error = apiErrorFromResponse(500, { error: { status: 500, code: "api_error", message: "boom" } });
    expect(error.code).toBe("unhandled_error");
  });

  it("E-06 gives unhandled_error when the body has no code", () => {
    expect(apiErrorFromResponse(404, "<html>").code).toBe("unhandled_error");
    expect(apiErrorFromResponse(400, { error: { message: "x" } }).code).toBe("unhandled_error");
  });

  it("E-09 reads retry_after from the body string, then the header, then 60", () => {
    const body = { error: { code: "too_many_requests", retry_after: "37" } };
    expect(apiErrorFromResponse(429, body).retryAfter).toBe(37);
    expect(apiErrorFromResponse(429, { error: { code: "too_many_requests" } }, "12").retryAfter).toBe(12);
    expect(apiErrorFromResponse(429, { error: { code: "too_many_requests" } }).retryAfter).toBe(60);
  });

  it("keeps the validation messages as field errors", () => {
    const body = { error: { code: "validation_error", errors: ["phone is missing", 3] } };
    expect(apiErrorFromResponse(400, body).fieldErrors).toEqual(["phone is missing"]);
  });
});

describe("apiErrorFromResponse: registration_link, for joining through a partner", () => {
  it("keeps the invitation the 401 of GET /me names, camel-cased", () => {
    const error = apiErrorFromResponse(401, {
      error: {
        status: 401,
        code: "unauthenticated",
        registration_link: { organization_name: "Cully Commons", intro: "**Welcome**" },
      },
    });
    expect(error.registrationLink).toEqual({ organizationName: "Cully Commons", intro: "**Welcome**" });
  });

  it("is null when the key is null, absent (5dd9af6c) or not an invitation", () => {
    const bodies = [
      { error: { status: 401, code: "unauthenticated", registration_link: null } },
      { error: { status: 401, code: "unauthenticated" } },
      { error: { status: 401, code: "unauthenticated", registration_link: { organization_name: 3 } } },
    ];
    for (const body of bodies) expect(apiErrorFromResponse(401, body).registrationLink).toBeNull();
  });
});

describe("networkError", () => {
  it("E-06 gives network_error with no status and keeps the cause", () => {
    const cause = new TypeError("Failed to fetch");
    const error = networkError(cause);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "network_error", status: null, cause });
  });
});
