export { wireFixture } from "@tandem/page-kit/testing";

/** The event of the journeys and tests: a name with a space and an ampersand, to prove it is carried encoded. */
export const EVENT_NAME = "Hawthorne Fair & Market";

/** The event as `URLSearchParams` writes it (D-20). */
export const ENCODED_EVENT = "Hawthorne+Fair+%26+Market";
