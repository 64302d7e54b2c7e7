/** The configuration /mobility depends on (doc 1 §6, §9; D-02), read by the shell from its config module. */
export interface MobilitySettings {
  /** The mobility feature flag: the map when on, the waitlist when off. */
  enabled: boolean;
  /** Restricted mobility: selecting a vehicle only says it is coming soon (F-097). */
  restricted: boolean;
  /** The maps service's access token (F-084); without one the map draws its built-in style. */
  mapsAccessToken: string | undefined;
}
