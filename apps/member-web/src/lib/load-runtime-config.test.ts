import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

async function fresh() {
  vi.resetModules();
  const [{ loadRuntimeConfig, RUNTIME_CONFIG_URL }, { config }] = await Promise.all([
    import("./load-runtime-config.ts"),
    import("../config.ts"),
  ]);
  return { loadRuntimeConfig, RUNTIME_CONFIG_URL, config };
}

const answer = (body: string, init: ResponseInit = {}) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body, { headers: { "content-type": "application/json" }, ...init })),
  );

describe("loadRuntimeConfig", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("reads /app/config.json and applies it before start", async () => {
    const { loadRuntimeConfig, RUNTIME_CONFIG_URL, config } = await fresh();
    const fetchConfig = answer(JSON.stringify({ VITE_ENVIRONMENT: "production", VITE_DEBUG: true }));
    await loadRuntimeConfig(fetchConfig);
    expect(fetchConfig.mock.calls[0]?.[0]).toBe(RUNTIME_CONFIG_URL);
    expect(RUNTIME_CONFIG_URL).toBe("/app/config.json");
    expect(config.environment).toBe("production");
    expect(config.debug).toBe(true);
  });

  it("reads it on Safari and iOS 15, which have no AbortSignal.timeout", async () => {
    const { loadRuntimeConfig, config } = await fresh();
    const timeout = Object.getOwnPropertyDescriptor(AbortSignal, "timeout");
    Reflect.deleteProperty(AbortSignal, "timeout");
    try {
      await loadRuntimeConfig(answer(JSON.stringify({ VITE_ENVIRONMENT: "production" })));
    } finally {
      if (timeout) Object.defineProperty(AbortSignal, "timeout", timeout);
    }
    expect(config.environment).toBe("production");
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("keeps the build-time values quietly when there is no file", async () => {
    const { loadRuntimeConfig, config } = await fresh();
    const before = structuredClone(config);
    await loadRuntimeConfig(answer("", { status: 404 }));
    expect(config).toEqual(before);
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each([
    ["broken JSON", answer("{ VITE_DEBUG: true")],
    ["the HTML shell", answer("<!doctype html>", { headers: { "content-type": "text/html" } })],
    ["a server error", answer("{}", { status: 500 })],
    ["no answer", vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch")))],
  ])("logs and ignores %s", async (_, fetchConfig) => {
    const { loadRuntimeConfig, config } = await fresh();
    const before = structuredClone(config);
    await loadRuntimeConfig(fetchConfig);
    expect(config).toEqual(before);
    expect(console.warn).toHaveBeenCalled();
  });

  it("logs and ignores content that fails validation", async () => {
    const { loadRuntimeConfig, config } = await fresh();
    const before = structuredClone(config);
    await loadRuntimeConfig(answer(JSON.stringify({ VITE_TRACES_SAMPLE_RATE: "lots" })));
    expect(config).toEqual(before);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("VITE_TRACES_SAMPLE_RATE"));
  });
});
