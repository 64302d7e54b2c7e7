import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function Trips() {
  return (
    <SimplePage
      title={msg({ id: "trips.title", message: "Trips" })}
      lead={msg({ id: "trips.intro", message: "Your rides, week by week." })}
    />
  );
}

function Trip() {
  return (
    <SimplePage
      title={msg({ id: "trips.receipt_title", message: "Trip receipt" })}
      lead={msg({ id: "trips.receipt_intro", message: "Where you went and what it cost." })}
    />
  );
}

export const pages = {
  trips: Trips,
  trip: Trip,
};
