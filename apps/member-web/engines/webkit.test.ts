import { engineLane } from "./engine-lane.ts";

engineLane("webkit");
