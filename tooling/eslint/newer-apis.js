// Web APIs newer than eslint-plugin-compat's data (ast-metadata-inferer 0.8 knows neither `AbortSignal.any` nor
// `AbortSignal.timeout`, and compat cannot see an instance's `URLSearchParams#size`, which ky's check of it made
// the map's calls lose their query on Safari 16), judged by the same browser policy: reported while one lacks it.
import browserslist from "browserslist";

/** The first version of each browserslist browser with the API (MDN's browser-compat-data). */
export const NEWER_APIS = {
  "AbortSignal.any": {
    safari: "17.4",
    ios_saf: "17.4",
    chrome: "116",
    and_chr: "116",
    android: "116",
    edge: "116",
    firefox: "124",
    and_ff: "124",
    samsung: "24",
  },
  // An instance property, found through the type checker where the config has types (every package's).
  "URLSearchParams#size": {
    safari: "17",
    ios_saf: "17",
    chrome: "113",
    and_chr: "113",
    android: "113",
    edge: "113",
    firefox: "112",
    and_ff: "112",
    samsung: "23",
  },
  "AbortSignal.timeout": {
    safari: "16",
    ios_saf: "16",
    chrome: "103",
    and_chr: "103",
    android: "103",
    edge: "103",
    firefox: "100",
    and_ff: "100",
    samsung: "20",
  },
};

const parse = (version) => version.split("-")[0].split(".").map(Number);
const before = (version, since) => {
  const [a, b] = [parse(version), parse(since)];
  return a[0] !== b[0] ? a[0] < b[0] : (a[1] ?? 0) < (b[1] ?? 0);
};

/** The policy's browsers that lack `api` (of `table`), e.g. `["safari 15.4", "ios_saf 15.4"]` (oldest of each). */
export function lackingBrowsers(api, browsers, table = NEWER_APIS) {
  const since = table[api];
  const lacking = new Map();
  for (const entry of browserslist(browsers)) {
    const [name, version] = entry.split(" ");
    if (since[name] === undefined || before(version, since[name])) {
      const known = lacking.get(name);
      if (known === undefined || before(version, known)) lacking.set(name, version);
    }
  }
  return [...lacking].map(([name, version]) => `${name} ${version}`);
}

/** `"AbortSignal.any"` for a static member, `"URLSearchParams#size"` for an instance's (by its type), else null. */
function apiOf(node, services) {
  if (node.object.type === "Identifier" && `${node.object.name}.${node.property.name}` in NEWER_APIS)
    return `${node.object.name}.${node.property.name}`;
  const instanceApis = Object.keys(NEWER_APIS).filter((api) => api.endsWith(`#${node.property.name}`));
  if (instanceApis.length === 0 || typeof services?.getTypeAtLocation !== "function") return null;
  const typeName = services.getTypeAtLocation(node.object).getSymbol()?.getName();
  const api = `${typeName}#${node.property.name}`;
  return api in NEWER_APIS ? api : null;
}

/** The rule: `AbortSignal.any(…)`, `params.size` and the like, unless listed in `settings.polyfills`. */
export const newerApisRule = {
  meta: {
    type: "problem",
    schema: [],
    docs: { description: "web APIs newer than the browser policy that eslint-plugin-compat misses" },
  },
  create(context) {
    const { browsers = [], polyfills = [] } = context.settings;
    return {
      MemberExpression(node) {
        if (node.property.type !== "Identifier" || node.computed) return;
        const api = apiOf(node, context.sourceCode.parserServices);
        if (api === null) return;
        if (polyfills.includes(api)) return;
        const lacking = lackingBrowsers(api, browsers);
        if (lacking.length === 0) return;
        context.report({
          node,
          message: `${api} is not supported in ${lacking.join(", ")} (docs/browsers.md)`,
        });
      },
    };
  },
};
