import { namespacedId } from "@tandem/i18n";

/** A section of the policy: its key in the strings file, and its subsections' keys when it has any. */
export interface PolicySection {
  key: string;
  subsections?: readonly string[];
}

/**
 * The policy's sections in the order of doc 2 §2 (F-202). A section with subsections has an `intro` and a
 * `title`/`body` per subsection; the others a `body`.
 */
export const POLICY_SECTIONS: readonly PolicySection[] = [
  { key: "information_collected" },
  { key: "methods_of_collection" },
  {
    key: "methods_of_information_usage",
    subsections: [
      "services",
      "support_and_subsidy",
      "communicating_with_you",
      "security_and_fraud_prevention",
      "complying_with_law",
    ],
  },
  { key: "cookies_policy" },
  { key: "third_party_access" },
  { key: "information_retention_and_removal", subsections: ["retention", "removal"] },
  { key: "business_transfer" },
  { key: "children_under_13" },
  { key: "communications" },
  { key: "future_changes" },
  { key: "contact_information" },
];

/** The message id of a key of the `privacy_policy` strings file, e.g. `policyId("toc_title")`. */
export const policyId = (key: string) => namespacedId("privacy_policy", key);

/** The element id of a section, the table of contents' anchor. */
export const sectionAnchor = (key: string) => `policy-${key.replaceAll("_", "-")}`;
