import { useLingui } from "@lingui/react";
import { Tabs } from "../tabs/tabs.tsx";
import { ButtonSpecimen } from "./button-specimen.tsx";
import { LoaderSpecimen } from "./loader-specimen.tsx";
import { sg } from "./styleguide-messages.ts";
import { TypographySpecimen } from "./typography-specimen.tsx";

/**
 * The design showcase of the `/styleguide` route (R-40, F-205): tabs Typography (selected first), Buttons and
 * Loaders, drawn with the same components as every page. Storybook shows the same specimens.
 */
export function Styleguide() {
  const { i18n } = useLingui();
  return (
    <Tabs
      label={i18n._(sg.sections)}
      tabs={[
        { id: "typography", label: i18n._(sg.typography), content: <TypographySpecimen /> },
        { id: "buttons", label: i18n._(sg.buttons), content: <ButtonSpecimen /> },
        { id: "loaders", label: i18n._(sg.loaders), content: <LoaderSpecimen /> },
      ]}
    />
  );
}
