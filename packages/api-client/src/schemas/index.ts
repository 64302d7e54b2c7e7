export { currentMemberSchema, type CurrentMember } from "./current-member.ts";
