// Organisation memberships beyond the verified ones of other seeds: members who named Home Forward at onboarding and
// wait for it to be checked (verified members, so they shop, but the resident-only pantry box is not theirs yet),
// and the Home Forward office's registration link, which works during office hours only (a link's schedule).
import { createCashLedger } from "../domain/ledger.ts";
import { seededMembership } from "../domain/memberships.ts";
import type { Db } from "../state/db.ts";
import { toTime } from "../state/clock.ts";
import { address, seedMember } from "./members.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The organisation whose pantry box only its verified residents may order (seed/food.ts). */
export const HOME_FORWARD = "Home Forward";

/** The office's link: `/api/v1/registration_links/<id>` (current API), working weekdays 17:00–01:00 UTC. */
export const HOME_FORWARD_LINK_OPAQUE_ID = "rl_homeforwardoffice";

/** When the office's link works: weekdays from 17:00 UTC for eight hours (9 to 5 in Portland's winter). */
export const OFFICE_HOURS = { startHourUtc: 17, hours: 8, rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" };

const INTRO = {
  en: "**Home Forward** residents get the pantry box and member prices.\n\nJoin through this invitation at the leasing office and your residency is verified at once.",
  es: "Los residentes de **Home Forward** reciben la caja de despensa y precios de miembro.\n\nÚnete con esta invitación en la oficina de arrendamiento y tu residencia quedará verificada al instante.",
};

const PENDING = [
  { phone: "15035550165", name: "Kofi Mensah", language: "en" as const, street: "5110 SE 92nd Ave" },
  { phone: "15035550166", name: "Elena Vargas", language: "es" as const, street: "5120 SE 92nd Ave" },
];

/** The office's weekday opening on the Monday of the week of `atMs`, or of the week before when that is later. */
function mondayOfficeOpening(atMs: number): number {
  const day = new Date(atMs);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const opening = midnight - ((day.getUTCDay() + 6) % 7) * DAY + OFFICE_HOURS.startHourUtc * HOUR;
  return opening > atMs ? opening - 7 * DAY : opening;
}

/** Seeds the Home Forward office's scheduled link and the members whose Home Forward membership is pending. */
export function seedMemberships(db: Db, nowMs: number): void {
  const opening = mondayOfficeOpening(nowMs - 30 * DAY);
  db.t.registrationLinks.insert({
    opaqueId: HOME_FORWARD_LINK_OPAQUE_ID,
    organization: HOME_FORWARD,
    intro: INTRO,
    createdAt: toTime(nowMs - 30 * DAY),
    schedule: {
      dtstart: toTime(opening),
      dtend: toTime(opening + OFFICE_HOURS.hours * HOUR),
      rrule: OFFICE_HOURS.rrule,
    },
  });
  for (const pending of PENDING) {
    const member = seedMember(db, nowMs, {
      phone: pending.phone,
      name: pending.name,
      language: pending.language,
      address: address(pending.street, "97266"),
      daysAgo: 14,
      memberships: [seededMembership(HOME_FORWARD, "unverified", nowMs - 14 * DAY)],
      demoNote: `Named ${HOME_FORWARD} at onboarding; the membership is not verified yet, so the pantry box is not theirs (eligibility_violation). Verify it with POST /sandbox/members/{id}/memberships/verify, or follow the office's link during its hours (current API).`,
    });
    createCashLedger(db, member.id);
  }
}
