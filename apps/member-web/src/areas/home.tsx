import { msg } from "@lingui/core/macro";
import { ErrorScreen } from "../layout/route-error.tsx";
import { SimplePage } from "../layout/simple-page.tsx";

function Dashboard() {
  return (
    <SimplePage
      title={msg({ id: "dashboard.title", message: "Dashboard" })}
      lead={msg({ id: "dashboard.intro", message: "Your programmes, alerts and orders at a glance." })}
    />
  );
}

function Utilities() {
  return (
    <SimplePage
      title={msg({ id: "utilities.title", message: "Utilities" })}
      lead={msg({
        id: "utilities.intro",
        message: "Help with internet, power and gas bills is coming. Join the waitlist to hear first.",
      })}
    />
  );
}

export const pages = { dashboard: Dashboard, utilities: Utilities, error: ErrorScreen };
