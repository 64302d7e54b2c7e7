import { msg } from "@lingui/core/macro";

// Words of /dashboard (doc 1 §2 Dashboard); alert texts are the server's keys in `memberMessages.dashboard`.
export const dashboardMessages = {
  title: msg({ id: "dashboard.title", message: "Dashboard" }),
  greeting: msg({ id: "dashboard.greeting", message: "Hello, {name}" }),
  intro: msg({ id: "dashboard.intro", message: "Your programmes, alerts and orders at a glance." }),
  seeMyTrip: msg({ id: "dashboard.see_my_trip", message: "See my trip" }),
  unclaimedOrders: msg({
    id: "dashboard.unclaimed_orders",
    message: "{count, plural, one {Your order is ready for pickup.} other {# orders are ready for pickup.}}",
  }),
  payWhatYouOwe: msg({ id: "dashboard.pay_what_you_owe", message: "Pay what you owe" }),
  viewUnclaimedOrders: msg({ id: "dashboard.view_unclaimed_orders", message: "View orders" }),
  partnerInvitation: msg({
    id: "dashboard.partner_signup_available",
    message: "{organization} invited you to join them on Tandem, for more offers and discounts.",
  }),
  acceptInvitation: msg({ id: "dashboard.partner_accept_invitation", message: "Accept your invitation" }),
  programsHeading: msg({ id: "dashboard.programs_heading", message: "Your programs" }),
  programEnds: msg({ id: "dashboard.program_ends", message: "Program ends {date}" }),
  noPrograms: msg({
    id: "dashboard.no_programs",
    message: "No programs are open right now. Check back soon.",
  }),
  loading: msg({ id: "common.loading", message: "Loading…" }),
};
