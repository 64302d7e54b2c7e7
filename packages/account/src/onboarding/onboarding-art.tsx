// The three slide pictures (F-057), drawn inline: they never wait on the network, so their space is always
// reserved (no layout shift), and they take the theme's colours. Decorative: the slide's heading says it all.

/** Which programme a slide shows. */
export type SlideArt = "mobility" | "utilities" | "food";

function Mobility() {
  return (
    <>
      <circle className="onboarding-art__sun" cx="240" cy="58" r="30" />
      <path className="onboarding-art__ground" d="M20 170h280" />
      <circle className="onboarding-art__line" cx="100" cy="135" r="32" />
      <circle className="onboarding-art__line" cx="220" cy="135" r="32" />
      <path className="onboarding-art__line" d="M100 135l38-58h58l24 58M138 77l34 58h48M160 135l-22-58" />
      <path className="onboarding-art__line" d="M126 64h26M188 77l-8-22h22" />
      <circle className="onboarding-art__dot" cx="172" cy="135" r="6" />
    </>
  );
}

function Utilities() {
  return (
    <>
      <circle className="onboarding-art__sun" cx="70" cy="58" r="30" />
      <path className="onboarding-art__ground" d="M20 170h280" />
      <path className="onboarding-art__wall" d="M110 170V98l60-48 60 48v72z" />
      <path className="onboarding-art__line" d="M96 110l74-60 74 60M110 98v72h120V98" />
      <path className="onboarding-art__bolt" d="M176 96l-26 38h20l-8 30 28-42h-20z" />
    </>
  );
}

function Food() {
  return (
    <>
      <circle className="onboarding-art__sun" cx="250" cy="58" r="30" />
      <path className="onboarding-art__ground" d="M20 170h280" />
      <circle className="onboarding-art__apple" cx="130" cy="92" r="22" />
      <circle className="onboarding-art__leafy" cx="170" cy="84" r="26" />
      <path className="onboarding-art__stem" d="M130 70c2-10 8-14 14-16M170 58c-4-10-12-14-20-14" />
      <path className="onboarding-art__wall" d="M92 106h136l-14 64h-108z" />
      <path className="onboarding-art__line" d="M92 106h136l-14 64h-108zM124 106l36-40 36 40" />
      <path className="onboarding-art__line" d="M126 128v24M160 128v24M194 128v24" />
    </>
  );
}

const ART = { mobility: Mobility, utilities: Utilities, food: Food } as const;

/** A slide's picture in a fixed 16:10 box. */
export function OnboardingArt({ art }: { art: SlideArt }) {
  const Scene = ART[art];
  return (
    <svg className="onboarding-art" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      <rect className="onboarding-art__sky" width="320" height="200" rx="20" />
      <Scene />
    </svg>
  );
}
