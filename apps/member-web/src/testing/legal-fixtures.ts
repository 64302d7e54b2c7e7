import { POLICY_SECTIONS } from "../pages/legal/privacy-policy-sections.ts";

type Leaf = ["s" | "m" | "mp", string];
interface StringsFile {
  [key: string]: Leaf | StringsFile;
}

// A strings file as the API sends it (contract §3.11): nested by the dotted keys, each leaf [formatter, text].
function nest(flat: Record<string, Leaf>): StringsFile {
  const root: StringsFile = {};
  for (const [key, leaf] of Object.entries(flat)) {
    const parts = key.split(".");
    const last = parts.pop() ?? key;
    let node = root;
    for (const part of parts) node = (node[part] ??= {}) as StringsFile;
    node[last] = leaf;
  }
  return root;
}

const words = (key: string) => key.replaceAll("_", " ");

/** The `privacy_policy` file in a language: every key the page reads, section titles named after their keys. */
export function privacyPolicyFile(language: "en" | "es"): StringsFile {
  const flat: Record<string, Leaf> = {
    title: ["s", language === "en" ? "Privacy Policy" : "Política de privacidad"],
    last_updated: ["s", "Last updated January 1, 2025"],
    toc_title: ["s", "On this page"],
    "overview.title": ["s", "Our promise"],
    "overview.community_driven": ["m", "**Community-driven.** Built with Portland groups."],
    "overview.faq": [
      "m",
      `Read our [frequently asked questions](https://tandem.example/${language}/faq__blank__).`,
    ],
    "overview.contact_us": ["m", "[Contact us](mailto:privacy@tandem.example) about this policy."],
  };
  for (const statement of ["transparency", "consent", "education", "trust"])
    flat[`overview.${statement}`] = ["m", `**${words(statement)}.** A promise.`];
  for (const { key, subsections } of POLICY_SECTIONS) {
    flat[`sections.${key}.title`] = ["s", `Section ${words(key)}`];
    if (!subsections) flat[`sections.${key}.body`] = ["mp", `- The body of ${words(key)}.`];
    else flat[`sections.${key}.intro`] = ["s", `The intro of ${words(key)}.`];
    for (const sub of subsections ?? []) {
      flat[`sections.${key}.${sub}.title`] = ["s", `Part ${words(sub)}`];
      flat[`sections.${key}.${sub}.body`] = ["s", `The body of ${words(sub)}.`];
    }
  }
  return nest(flat);
}

/** The `terms_of_use_and_sale` file: one markdown document under `contents`. */
export const termsFile: StringsFile = {
  contents: ["mp", "# Terms of Use and Sale\n\n## Your account\n\nKeep your codes to yourself."],
};
