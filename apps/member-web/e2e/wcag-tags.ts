/** WCAG 2.2 AA, as the visual brief asks: the axe rule set of the journeys in every engine. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
