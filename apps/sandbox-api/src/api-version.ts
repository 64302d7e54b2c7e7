// The member API versions the sandbox speaks (README, "Two API versions").
/**
 * Which member API the sandbox speaks (README, "Two API versions"): the spec's `5dd9af6c`, or `current`, the
 * programme's backend today, which adds the contract's HEAD-only fields and calls.
 */
export type ApiVersion = "5dd9af6c" | "current";

/** The versions `--api-version` takes, the spec's first. */
export const API_VERSIONS: readonly ApiVersion[] = ["5dd9af6c", "current"];
