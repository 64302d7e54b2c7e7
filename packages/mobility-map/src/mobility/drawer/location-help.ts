import type { UserAgent } from "@tandem/api-client/schemas";

// Where each browser explains how to allow location for a site (F-111): Chrome on iOS, Android and desktop, Safari
// on iOS, other Android browsers, Firefox. Unknown browsers get the generic message.
const HELP = {
  chromeIos: "https://support.google.com/chrome/answer/142065?co=GENIE.Platform%3DiOS",
  chromeAndroid: "https://support.google.com/chrome/answer/142065?co=GENIE.Platform%3DAndroid",
  chromeDesktop: "https://support.google.com/chrome/answer/142065?co=GENIE.Platform%3DDesktop",
  iosSafari: "https://support.apple.com/en-us/102647",
  android: "https://support.google.com/android/answer/3467281",
  firefox: "https://support.mozilla.org/kb/does-firefox-share-my-location-websites",
} as const;

/** The help page on allowing location in the member's browser (F-111), or null when the browser is unknown. */
export function locationHelpUrl(agent: UserAgent | null | undefined): string | null {
  if (!agent) return null;
  const device = agent.device.toLowerCase();
  if (device.includes("chrome")) {
    return agent.isIos ? HELP.chromeIos : agent.isAndroid ? HELP.chromeAndroid : HELP.chromeDesktop;
  }
  if (device.includes("firefox")) return HELP.firefox;
  if (agent.isIos && device.includes("safari")) return HELP.iosSafari;
  if (agent.isAndroid) return HELP.android;
  return null;
}
