import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Styleguide } from "@tandem/ui/styleguide";
import { useEffect } from "react";
import { LanguageToggle } from "../../layout/language-toggle.tsx";
import { Logo } from "../../layout/logo.tsx";
import { usePageTitle } from "@tandem/page-kit";
import "./styleguide.css";

const title = msg({ id: "styleguide.title", message: "Styleguide" });
const intro = msg({ id: "styleguide.intro", message: "The building blocks of every Tandem page." });

/**
 * The design showcase (R-40, F-205): public, without the app layout, tabs Typography (first), Buttons and
 * Loaders drawn by `@tandem/ui` itself, the same specimens Storybook shows.
 */
function StyleguidePage() {
  const { i18n } = useLingui();
  const heading = usePageTitle(title);
  useEffect(() => {
    // B-11: every page opens at the top.
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="styleguide-page">
      <header className="styleguide-page__bar">
        <span className="styleguide-page__brand">
          <Logo width={40} />
          Tandem
        </span>
        <LanguageToggle />
      </header>
      <main id="main" className="styleguide-page__main">
        <h1 className="styleguide-page__title">{heading}</h1>
        <p className="tdm-lead styleguide-page__intro">{i18n._(intro)}</p>
        <Styleguide />
      </main>
    </div>
  );
}

export const pages = { styleguide: StyleguidePage };
