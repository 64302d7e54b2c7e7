import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { Button } from "../button/button.tsx";
import { OverlayLoader } from "../overlay-loader/overlay-loader.tsx";
import { PageLoader } from "../page-loader/page-loader.tsx";
import { ScreenLoader } from "../screen-loader/screen-loader.tsx";
import { sg } from "./styleguide-messages.ts";
import "./styleguide.css";

/** The loaders (F-205, C-03): a buffered page loader, an overlay loader over text and the full-screen loader. */
export function LoaderSpecimen() {
  const { i18n } = useLingui();
  const [round, setRound] = useState(0);
  const [overlay, setOverlay] = useState(true);
  const [screen, setScreen] = useState(false);
  useEffect(() => {
    if (!screen) return;
    const timer = window.setTimeout(() => setScreen(false), 2000);
    return () => window.clearTimeout(timer);
  }, [screen]);
  return (
    <div className="tdm-specimen">
      <section className="tdm-specimen__group">
        <h2 className="tdm-specimen__heading">{i18n._(sg.pageLoader)}</h2>
        <p className="tdm-specimen__hint">{i18n._(sg.pageLoaderHint)}</p>
        <div className="tdm-specimen__stage">
          <PageLoader key={round} />
        </div>
        <Button variant="secondary" size="sm" onClick={() => setRound(round + 1)}>
          {i18n._(sg.replay)}
        </Button>
      </section>
      <section className="tdm-specimen__group">
        <h2 className="tdm-specimen__heading">{i18n._(sg.overlayLoader)}</h2>
        <p className="tdm-specimen__hint">{i18n._(sg.overlayHint)}</p>
        <OverlayLoader active={overlay}>
          <div className="tdm-specimen__stage tdm-specimen__stage--text">
            <p>{i18n._(sg.overlaySample)}</p>
            <p>{i18n._(sg.paragraph)}</p>
          </div>
        </OverlayLoader>
        <Button variant="secondary" size="sm" onClick={() => setOverlay(!overlay)}>
          {i18n._(overlay ? sg.hideOverlay : sg.showOverlay)}
        </Button>
      </section>
      <section className="tdm-specimen__group">
        <h2 className="tdm-specimen__heading">{i18n._(sg.screenLoader)}</h2>
        <p className="tdm-specimen__hint">{i18n._(sg.screenLoaderHint)}</p>
        <Button variant="secondary" size="sm" onClick={() => setScreen(true)}>
          {i18n._(sg.showScreenLoader)}
        </Button>
        {screen && <ScreenLoader cover="veil" />}
      </section>
    </div>
  );
}
