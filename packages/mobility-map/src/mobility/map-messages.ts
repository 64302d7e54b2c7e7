import { msg } from "@lingui/core/macro";

// The words of /mobility (doc 1 §2 "Mobility", §8; F-082–F-113), in the `mobility.*` namespace. The spec's own
// ids (intro, location permissions, trip_ended) come from `mobilityMessages` in @tandem/i18n.
export const mapMessages = {
  title: msg({ id: "mobility.title", message: "Mobility" }),
  mapLabel: msg({ id: "mobility.map_label", message: "Map of shared e-bikes and e-scooters" }),
  mapSummary: msg({
    id: "mobility.map_summary",
    message:
      "{vehicles, plural, one {# vehicle} other {# vehicles}} and {groups, plural, one {# group of vehicles} other {# groups of vehicles}} on the map",
  }),
  mapLoading: msg({ id: "mobility.map_loading", message: "Loading the map…" }),
  mapFailed: msg({
    id: "mobility.map_failed",
    message: "The map can't be shown on this device. You can still find and reserve vehicles from the list.",
  }),
  zoomIn: msg({ id: "mobility.zoom_in", message: "Zoom in" }),
  zoomOut: msg({ id: "mobility.zoom_out", message: "Zoom out" }),
  locateMe: msg({ id: "mobility.locate_me", message: "Locate me" }),
  drawerIntro: msg({ id: "mobility.drawer_intro", message: "Find a ride" }),
  drawerVehicle: msg({ id: "mobility.drawer_vehicle", message: "Vehicle details" }),
  drawerTrip: msg({ id: "mobility.drawer_trip", message: "Trip in progress" }),
  drawerSummary: msg({ id: "mobility.drawer_summary", message: "Trip ended" }),
  drawerError: msg({ id: "mobility.drawer_error", message: "Vehicle unavailable" }),
  close: msg({ id: "mobility.close", message: "Close" }),
  showList: msg({ id: "mobility.show_list", message: "List nearby vehicles" }),
  hideList: msg({ id: "mobility.hide_list", message: "Hide the list" }),
  listTitle: msg({ id: "mobility.list_title", message: "Nearby vehicles, nearest first" }),
  listEmpty: msg({
    id: "mobility.list_empty",
    message: "No vehicles around here. Move the map or zoom out to find one.",
  }),
  listLoading: msg({ id: "mobility.list_loading", message: "Looking for vehicles…" }),
  ebike: msg({ id: "mobility.type_ebike", message: "E-bike" }),
  escooter: msg({ id: "mobility.type_escooter", message: "E-scooter" }),
  metresAway: msg({ id: "mobility.metres_away", message: "{distance} m away" }),
  kilometresAway: msg({ id: "mobility.kilometres_away", message: "{distance} km away" }),
  loadingVehicle: msg({ id: "mobility.loading_vehicle", message: "Loading the vehicle's price…" }),
  rate: msg({ id: "mobility.rate", message: "{surcharge} to unlock, then {unit} per minute" }),
  usualRate: msg({
    id: "mobility.usual_rate",
    message: "Usually {surcharge} to unlock, then {unit} per minute",
  }),
  reserveEbike: msg({ id: "mobility.reserve_ebike", message: "Reserve e-bike" }),
  reserveEscooter: msg({ id: "mobility.reserve_escooter", message: "Reserve scooter" }),
  privateAccount: msg({
    id: "mobility.private_account_needed",
    message: "To ride with {vendor}, we'll first set up a private {vendor} account for you.",
  }),
  getStarted: msg({ id: "mobility.get_started", message: "Get started" }),
  openVendorApp: msg({ id: "mobility.open_vendor_app", message: "Open the {vendor} app" }),
  vendorAppHint: msg({
    id: "mobility.vendor_app_hint",
    message: "{vendor} rides start in its own app, at Tandem's price.",
  }),
  tripStartedAt: msg({ id: "mobility.trip_started_at", message: "Trip started at {time}" }),
  elapsed: msg({ id: "mobility.elapsed", message: "Time riding" }),
  endTrip: msg({ id: "mobility.end_trip", message: "End trip" }),
  endTripHint: msg({
    id: "mobility.end_trip_hint",
    message: "Park outside no-parking areas, then end your trip here.",
  }),
  locating: msg({ id: "mobility.locating", message: "Finding where you are…" }),
  endWhereMapIs: msg({
    id: "mobility.end_where_map_is",
    message:
      "We can't see where you are, so the trip ends where the map is centred. Move the map to where you parked.",
  }),
  vehiclesFailed: msg({
    id: "mobility.vehicles_failed",
    message: "Vehicles couldn't be loaded. Trying again soon.",
  }),
  listFailed: msg({ id: "mobility.list_failed", message: "Vehicles couldn't be loaded." }),
  vehiclesStale: msg({
    id: "mobility.vehicles_stale",
    message: "Vehicles couldn't be refreshed. Showing the last ones; trying again soon.",
  }),
  restrictionsStale: msg({
    id: "mobility.restrictions_stale",
    message: "Parking and riding areas couldn't be loaded; trying again soon.",
  }),
  noParkingTitle: msg({ id: "mobility.no_parking_title", message: "No parking" }),
  noParkingText: msg({
    id: "mobility.no_parking_text",
    message: "Don't leave a vehicle or end a trip in this area.",
  }),
  noRidingTitle: msg({ id: "mobility.no_riding_title", message: "No riding" }),
  noRidingText: msg({
    id: "mobility.no_riding_text",
    message: "Vehicles can't be ridden here. Walk yours through this area.",
  }),
  subsidyMatch: msg({
    id: "mobility.subsidy_match",
    message: "Additional {percent}% savings applied at the end of your ride",
  }),
  relinkAccount: msg({ id: "mobility.relink_account", message: "Signed out? Re-link your account" }),
  addFunds: msg({ id: "mobility.add_funds", message: "Add funds" }),
  saved: msg({ id: "mobility.saved", message: "You saved" }),
  paid: msg({ id: "mobility.paid", message: "You paid" }),
};
