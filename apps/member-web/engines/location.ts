import { DOWNTOWN, type Whereabouts } from "./driver.ts";

/**
 * An expression that answers `navigator.geolocation` in the page: downtown Portland, or a denial (code 1). For
 * WebKit, whose location prompt WebDriver cannot answer: a prompt left open would hold /mobility's watch forever.
 * Run it on a page of the app before the member opens /mobility by a link (a page load would undo it).
 */
export function answerLocation(whereabouts: Whereabouts): string {
  const position = whereabouts === "downtown" ? DOWNTOWN : null;
  return `(() => {
    const position = ${JSON.stringify(position)};
    const answer = (success, failure) => setTimeout(() => {
      if (position) success({ coords: { ...position, altitude: null, altitudeAccuracy: null, heading: null, speed: null }, timestamp: Date.now() });
      else if (failure) failure({ code: 1, message: "User denied Geolocation", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    }, 0);
    navigator.geolocation.getCurrentPosition = answer;
    navigator.geolocation.watchPosition = (success, failure) => { answer(success, failure); return 1; };
    navigator.geolocation.clearWatch = () => undefined;
    return true;
  })()`;
}
