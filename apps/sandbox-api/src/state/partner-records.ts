// Records of joining through a partner (contract §3.1–3.2, HEAD only): an organisation's registration links and
// the one-time codes a followed link hands out.
import type { Translated } from "./records.ts";

/** A long-lived link (a printed QR code) that makes whoever signs in through it a verified member of its organisation. */
export interface RegistrationLinkRecord {
  id: number;
  /** The id in the link's address, `rl_…`. */
  opaqueId: string;
  organization: string;
  intro: Translated;
  createdAt: string;
  /**
   * When the link works (the backend's `ical_dtstart`, `ical_dtend`, `ical_rrule`): each occurrence runs from a
   * start to an end, repeated by the rule. Null (or missing, in a data file saved before schedules) for always.
   */
  schedule?: LinkScheduleRecord | null;
}

/** An iCalendar event's times, UTC: the first occurrence's start and end, and an RRULE (`""` for one occurrence). */
export interface LinkScheduleRecord {
  dtstart: string | null;
  dtend: string | null;
  rrule: string;
}

/**
 * A one-time code made when a browser follows a link; the browser keeps it in a cookie. The backend keeps codes
 * in Redis for an hour and deletes one once a member is joined through it; here a used code keeps its row with
 * `usedAt` set, and an expired one is trimmed when codes are next made.
 */
export interface RegistrationCodeRecord {
  id: number;
  code: string;
  linkId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}
