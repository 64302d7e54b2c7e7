import { msg } from "@lingui/core/macro";
import { BUTTON_VARIANTS, Button } from "@tandem/ui/button";
import { SimplePage } from "../layout/simple-page.tsx";

/** The design showcase. Typography, Buttons and Loaders tabs come with the full component library. */
function Styleguide() {
  return (
    <main id="main" className="app-layout__main">
      <SimplePage
        title={msg({ id: "styleguide.title", message: "Styleguide" })}
        lead={msg({ id: "styleguide.intro", message: "The building blocks of every Tandem page." })}
      />
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", marginTop: "1.5rem" }}>
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </div>
    </main>
  );
}

export const pages = { styleguide: Styleguide };
