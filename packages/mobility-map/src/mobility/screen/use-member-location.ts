import { useEffect, useState } from "react";
import { LOCATION_WATCH } from "../../core/map-constants.ts";

/** Where the member is, as the location watch last said. */
export interface MemberPosition {
  lat: number;
  lng: number;
  /** Metres, for the accuracy circle. */
  accuracy: number;
}

/** The location watch's state: the last fix, and whether location is denied or unavailable (codes 1 and 2). */
export interface MemberLocation {
  position: MemberPosition | null;
  denied: boolean;
}

/**
 * Watches the member's position with high accuracy and a 20 s timeout (F-109, C-17) while the map is open, and
 * stops on leaving (F-113). Denied (code 1) and unavailable (code 2, or no geolocation at all) set `denied`;
 * a timeout (code 3) changes nothing (E-14).
 */
export function useMemberLocation(): MemberLocation {
  const [location, setLocation] = useState<MemberLocation>({ position: null, denied: false });
  useEffect(() => {
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!geolocation) {
      setLocation({ position: null, denied: true });
      return;
    }
    const watch = geolocation.watchPosition(
      ({ coords }) =>
        setLocation({
          position: { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy },
          denied: false,
        }),
      (error) => {
        if (error.code === 1 || error.code === 2) setLocation((last) => ({ ...last, denied: true }));
      },
      LOCATION_WATCH,
    );
    return () => geolocation.clearWatch(watch);
  }, []);
  return location;
}
