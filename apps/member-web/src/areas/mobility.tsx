import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function Mobility() {
  return (
    <SimplePage
      title={msg({ id: "mobility.title", message: "Mobility" })}
      lead={msg({ id: "mobility.lead", message: "Find a shared e-bike or e-scooter near you and ride." })}
    />
  );
}

export const pages = { mobility: Mobility };
