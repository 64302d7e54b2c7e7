// CSS functions newer than the caniuse data doiuse reads (it has no `color-mix()`), judged by the browser policy:
// one may be used only inside an `@supports` that tests it, so that a browser without it keeps the plain value
// declared outside. Lightning CSS lowers `color-mix()` only between fixed colours, never with `var()`.
import stylelint from "stylelint";
import { lackingBrowsers } from "./newer-apis.js";

const ruleName = "tandem/newer-css-functions";

/** The first version of each browserslist browser with the function (MDN's browser-compat-data). */
export const NEWER_CSS_FUNCTIONS = {
  "color-mix": {
    safari: "16.2",
    ios_saf: "16.2",
    chrome: "111",
    and_chr: "111",
    android: "111",
    edge: "111",
    firefox: "113",
    and_ff: "113",
    samsung: "22",
  },
};

const messages = stylelint.utils.ruleMessages(ruleName, {
  rejected: (fn, lacking) =>
    `${fn}() is not supported in ${lacking}: use it inside @supports (color: ${fn}(…)) after a plain value`,
});

/** Whether `node` sits inside an `@supports` whose condition names `fn(`. */
function guarded(node, fn) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "atrule" && parent.name === "supports" && parent.params.includes(`${fn}(`))
      return true;
  }
  return false;
}

const rule =
  (enabled, { browsers = [] } = {}) =>
  (root, result) => {
    if (!enabled) return;
    for (const [fn] of Object.entries(NEWER_CSS_FUNCTIONS)) {
      const lacking = lackingBrowsers(fn, browsers, NEWER_CSS_FUNCTIONS);
      if (lacking.length === 0) continue;
      root.walkDecls((decl) => {
        if (!decl.value.includes(`${fn}(`) || guarded(decl, fn)) return;
        stylelint.utils.report({
          ruleName,
          result,
          node: decl,
          message: messages.rejected(fn, lacking.join(", ")),
        });
      });
    }
  };
rule.ruleName = ruleName;
rule.messages = messages;

export const newerCssFunctions = stylelint.createPlugin(ruleName, rule);
