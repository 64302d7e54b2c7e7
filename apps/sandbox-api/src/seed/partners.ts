// A partner organisation whose printed registration link joins members as verified (HEAD only), and members of
// the 555-04xx range who meet it: onboarded but not yet verified, so accepting the invitation shows its effect.
import { randomUUID } from "node:crypto";
import type { Db } from "../state/db.ts";
import { toTime } from "../state/clock.ts";

const DAY = 86_400_000;

/** The partner organisation; also one of the organisations members may choose at onboarding. */
export const PARTNER_ORGANIZATION = "Cully Commons";

/** The seeded link's opaque id: follow `/api/v1/registration_links/<id>` (listed on /sandbox/). */
export const PARTNER_LINK_OPAQUE_ID = "rl_cullycommons2026";

const INTRO = {
  en: "**Cully Commons** residents ride and shop with Tandem at member prices.\n\nJoin through this invitation and your membership is verified at once. [About Cully Commons](https://example.org/cully-commons)",
  es: "Los residentes de **Cully Commons** viajan y compran con Tandem a precios de miembro.\n\nÚnete con esta invitación y tu membresía quedará verificada al instante. [Sobre Cully Commons](https://example.org/cully-commons)",
};

const INVITED = [
  { phone: "15035550401", name: "Noah Fischer", language: "en" as const, street: "4200 NE 72nd Ave" },
  { phone: "15035550402", name: "Valeria Ruiz", language: "es" as const, street: "4210 NE 72nd Ave" },
];

/** Seeds the partner's registration link and the members who follow it in demos and journeys. */
export function seedPartners(db: Db, nowMs: number): void {
  db.t.registrationLinks.insert({
    opaqueId: PARTNER_LINK_OPAQUE_ID,
    organization: PARTNER_ORGANIZATION,
    intro: INTRO,
    createdAt: toTime(nowMs - 30 * DAY),
    // Works at any hour (no schedule); the Home Forward office's link has one (seed/memberships.ts).
    schedule: null,
  });
  for (const invited of INVITED) {
    db.t.members.insert({
      createdAt: toTime(nowMs - 2 * DAY),
      phone: invited.phone,
      name: invited.name,
      email: null,
      address: {
        address1: invited.street,
        address2: "",
        city: "Portland",
        stateOrProvince: "Oregon",
        postalCode: "97218",
      },
      language: invited.language,
      timezone: "America/Los_Angeles",
      termsAgreedAt: toTime(nowMs - 2 * DAY),
      verified: false,
      roleAccess: {},
      memberships: [],
      subscriptions: { account_updates: true, marketing: false },
      finishedSurveyTopics: [],
      preferencesToken: `prefs_${randomUUID().replace(/-/g, "")}`,
      impersonates: null,
      demoNote: `Onboarded, not verified yet (read-only). Follow the ${PARTNER_ORGANIZATION} link below first (current API): the dashboard invites them, and accepting verifies them.`,
    });
  }
}
