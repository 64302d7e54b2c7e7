import { engineLane } from "./engine-lane.ts";

engineLane("chromium");
