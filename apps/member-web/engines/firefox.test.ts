import { engineLane } from "./engine-lane.ts";

engineLane("firefox");
