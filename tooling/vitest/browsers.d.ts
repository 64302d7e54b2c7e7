/** The policy's queries, as written in the root package.json. */
export function browserPolicy(): string[];
/** Every browser version the policy resolves to. */
export function supportedBrowsers(): string[];
/** The build's targets (esbuild-style) for a browserslist result: the oldest version of each engine. */
export function buildTargets(browsers: readonly string[]): string[];
/** The policy's build targets. */
export function policyBuildTargets(): string[];
