export { buildCurrentMember } from "./factories.ts";
