import { beforeEach, describe, expect, it, vi } from "vitest";

// config is one module-level object; each test gets a fresh one with the build-time values of .env.
async function freshConfig() {
  vi.resetModules();
  return import("./config.ts");
}

describe("runtime configuration over the build-time values", () => {
  let module: Awaited<ReturnType<typeof freshConfig>>;
  beforeEach(async () => {
    module = await freshConfig();
  });

  it("overlays a valid file, variable by variable, with JSON or .env-style values", () => {
    const before = { ...module.config };
    const problem = module.applyRuntimeConfig({
      VITE_API_HOST: "https://api.staging.tandem.example",
      VITE_ENVIRONMENT: "staging",
      VITE_FEATURE_MOBILITY: false,
      VITE_FEATURE_RESTRICTED_MOBILITY: "true",
      VITE_TRACES_SAMPLE_RATE: 0.5,
    });
    expect(problem).toBeNull();
    expect(module.config.apiHost).toBe("https://api.staging.tandem.example");
    expect(module.config.environment).toBe("staging");
    expect(module.config.features).toEqual({ mobility: false, restrictedMobility: true, addFunds: true });
    expect(module.config.tracesSampleRate).toBe(0.5);
    // Variables the file leaves out keep their build-time values.
    expect(module.config.supportEmail).toBe(before.supportEmail);
    expect(module.config.release).toBe(before.release);
  });

  it("an empty file changes nothing", () => {
    const before = structuredClone(module.config);
    expect(module.applyRuntimeConfig({})).toBeNull();
    expect(module.config).toEqual(before);
  });

  it.each([
    ["a list", [], "not a JSON object"],
    ["text", "VITE_API_HOST=x", "not a JSON object"],
    ["null", null, "not a JSON object"],
    ["an unknown variable", { VITE_API_HOTS: "https://x.example" }, "unknown variables: VITE_API_HOTS"],
    ["a rate above 1", { VITE_TRACES_SAMPLE_RATE: 5 }, "invalid values for VITE_TRACES_SAMPLE_RATE"],
    ["a flag that is not one", { VITE_FEATURE_ADD_FUNDS: "sometimes" }, "VITE_FEATURE_ADD_FUNDS"],
  ])("ignores %s, keeping every build-time value and saying why", (_, content, reason) => {
    const before = structuredClone(module.config);
    expect(module.applyRuntimeConfig(content)).toContain(reason);
    expect(module.config).toEqual(before);
  });
});
