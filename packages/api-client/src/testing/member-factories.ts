import { currentMemberSchema, type CurrentMember } from "../schemas/current-member.ts";
import { dashboardSchema, type Dashboard } from "../schemas/dashboard.ts";
import { buildEntity } from "./build-entity.ts";
import { buildImage, buildMoney } from "./basic-factories.ts";

/** A signed-in, onboarded, verified member with no instruments; override any field. */
export function buildCurrentMember(overrides: Partial<CurrentMember> = {}): CurrentMember {
  return buildEntity(
    currentMemberSchema,
    {
      id: 1842,
      createdAt: "2024-03-11T19:22:07.412+00:00",
      email: null,
      name: "Rosa Delgado",
      phone: "(503) 555-0142",
      onboarded: true,
      roleAccess: {},
      unclaimedOrdersCount: 0,
      ongoingTrip: null,
      readOnlyMode: false,
      readOnlyReason: null,
      paymentInstruments: [],
      showPrivateAccounts: false,
      preferences: {
        subscriptions: [
          { key: "account_updates", optedIn: true, editableState: "on" },
          { key: "marketing", optedIn: false, editableState: "on" },
          { key: "security", optedIn: true, editableState: "off" },
        ],
      },
      hasOrderHistory: false,
      chargeableCashBalance: null,
      finishedSurveyTopics: [],
      registrationLink: null,
    },
    overrides,
  );
}

/** A dashboard with a $12.50 balance, one programme and no alerts. */
export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return buildEntity(
    dashboardSchema,
    {
      cashBalance: buildMoney(1250),
      programs: [
        {
          name: "Holiday Harvest Boxes",
          description: "Fresh, local produce boxes for the holidays.",
          image: buildImage({ caption: "" }),
          periodBegin: "2025-11-01T07:00:00.000+00:00",
          periodEnd: "2025-12-20T07:59:59.000+00:00",
          appLink: "/food/12",
          appLinkText: "Order a box",
        },
      ],
      alerts: [],
    },
    overrides,
  );
}
