import { msg } from "@lingui/core/macro";
import { memberMessages } from "@tandem/i18n";

// The words of the trip list and receipt (doc 2 §2 Trips, F-178–F-182, E-24), in the `trips.*` namespace.
export const tripsMessages = {
  title: msg({ id: "trips.title", message: "Trips" }),
  intro: msg({ id: "trips.intro", message: "Your rides, week by week. Tap a ride to see its receipt." }),
  empty: memberMessages.trips.empty,
  emptyHint: msg({
    id: "trips.empty_hint",
    message: "Find an e-bike or e-scooter on the map, and your rides and their receipts will show up here.",
  }),
  findVehicle: msg({ id: "trips.find_vehicle", message: "Find a ride" }),
  week: msg({ id: "trips.week", message: "{begin} — {end}" }),
  description: msg({ id: "trips.description", message: "{vendor} {vehicle} ride • {minutes}\u00A0min" }),
  ebike: msg({ id: "trips.vehicle_ebike", message: "E-bike" }),
  escooter: msg({ id: "trips.vehicle_escooter", message: "Scooter" }),
  bike: msg({ id: "trips.vehicle_bike", message: "Bike" }),
  backToTrips: msg({ id: "trips.back_to_trips", message: "Trips" }),
  backToDashboard: msg({ id: "trips.back_to_dashboard", message: "Dashboard" }),
  receiptTitle: msg({ id: "trips.receipt_title", message: "Trip receipt" }),
  thanks: msg({ id: "trips.thanks", message: "Thanks for riding!" }),
  saved: msg({ id: "trips.saved", message: "You saved {amount}" }),
  tripPhoto: msg({ id: "trips.trip_photo", message: "Photo of where you parked" }),
  yourTrip: msg({ id: "trips.your_trip", message: "Your Trip" }),
  start: msg({ id: "trips.start", message: "Start" }),
  end: msg({ id: "trips.end", message: "End" }),
  payment: msg({ id: "trips.payment", message: "Payment" }),
  total: msg({ id: "trips.total", message: "Total" }),
  noCharge: msg({ id: "trips.no_charge", message: "This ride has not been charged yet." }),
  brokenTitle: msg({ id: "trips.broken_link_title", message: "We can't open this receipt" }),
  brokenBody: msg({
    id: "trips.broken_link_body",
    message: "The link to this trip is incomplete or damaged. Open the trip again from your list of trips.",
  }),
  seeTrips: msg({ id: "trips.see_trips", message: "See your trips" }),
};
