import { useLingui } from "@lingui/react";
import { createElement } from "react";
import { sg } from "./styleguide-messages.ts";
import "./styleguide.css";

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** The type scale (F-205): headings H1–H6, a paragraph and a lead, each beside its name. */
export function TypographySpecimen() {
  const { i18n } = useLingui();
  return (
    <div className="tdm-specimen">
      {LEVELS.map((level) => (
        <div key={level} className="tdm-specimen__row">
          <span className="tdm-specimen__meta">H{level}</span>
          {createElement(
            `h${level}`,
            { className: "tdm-specimen__sample" },
            i18n._({ ...sg.heading, values: { level } }),
          )}
        </div>
      ))}
      <div className="tdm-specimen__row">
        <span className="tdm-specimen__meta">{i18n._(sg.leadLabel)}</span>
        <p className="tdm-lead tdm-specimen__sample">{i18n._(sg.lead)}</p>
      </div>
      <div className="tdm-specimen__row">
        <span className="tdm-specimen__meta">{i18n._(sg.paragraphLabel)}</span>
        <p className="tdm-specimen__sample">{i18n._(sg.paragraph)}</p>
      </div>
    </div>
  );
}
