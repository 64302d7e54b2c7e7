import { useLingui } from "@lingui/react";
import { BUTTON_VARIANTS, Button, type ButtonSize } from "../button/button.tsx";
import { sg, sizeNames, variantNames } from "./styleguide-messages.ts";
import "./styleguide.css";

const SIZES: readonly ButtonSize[] = ["sm", "md", "lg"];

/** Every button variant, solid and outline, in small, default and large (F-205). */
export function ButtonSpecimen() {
  const { i18n } = useLingui();
  return (
    <div className="tdm-specimen">
      {[false, true].map((outline) => (
        <section key={String(outline)} className="tdm-specimen__group">
          <h2 className="tdm-specimen__heading">{i18n._(outline ? sg.outline : sg.solid)}</h2>
          {SIZES.map((size) => (
            <div key={size} className="tdm-specimen__row">
              <span className="tdm-specimen__meta">{i18n._(sizeNames[size])}</span>
              <div className="tdm-specimen__buttons">
                {BUTTON_VARIANTS.map((variant) => (
                  <Button key={variant} variant={variant} size={size} outline={outline}>
                    {i18n._(variantNames[variant])}
                  </Button>
                ))}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
