import { namespacedId } from "@tandem/i18n";

/** The server's strings file that holds the surveys' words (contract §3.11, F-037). */
export const SURVEYS_NAMESPACE = "surveys";

/** The three waitlists (doc 2 §2): food when nothing is on offer, utilities, and mobility when it is off. */
export type WaitlistTopic = "food_waitlist" | "utilities_waitlist" | "mobility_waitlist";

/** A question as the app defines it; its words are `<topic>.<key>.label` and `<topic>.<key>.<answer>`. */
export interface WaitlistQuestion {
  key: string;
  format: "radio" | "checkbox";
  answers: readonly string[];
}

const ENTITY_TYPES = ["community", "for_profit", "government", "non_profit", "philanthropy"] as const;
const LEARN_MORE = ["connect_resources", "grant_support", "partner", "save"] as const;

/** The questions of each waitlist (C-30, C-31; F-184: the mobility waitlist has none, only the button). */
export const waitlistQuestions: Readonly<Record<WaitlistTopic, readonly WaitlistQuestion[]>> = {
  food_waitlist: [
    { key: "entity_type", format: "radio", answers: ENTITY_TYPES },
    {
      key: "food_shopping",
      format: "checkbox",
      answers: ["albertsons", "fred_meyer", "safeway", "winco", "market"],
    },
    { key: "learn_more", format: "checkbox", answers: LEARN_MORE },
  ],
  utilities_waitlist: [
    { key: "entity_type", format: "radio", answers: ENTITY_TYPES },
    {
      key: "utility_providers",
      format: "checkbox",
      answers: ["centurylink", "comcast", "frontier", "nw_natural", "pacific_power", "pge", "verizon"],
    },
    { key: "learn_more", format: "checkbox", answers: LEARN_MORE },
  ],
  mobility_waitlist: [],
};

/**
 * The message id of a survey text: the strings file's key (`labelKey`, doc 2 §3) under its namespace.
 * @example surveyTextId("utilities_waitlist", "entity_type", "label") // "surveys.utilities_waitlist.entity_type.label"
 */
export function surveyTextId(topic: WaitlistTopic, ...path: string[]): string {
  return namespacedId(SURVEYS_NAMESPACE, [topic, ...path].join("."));
}
