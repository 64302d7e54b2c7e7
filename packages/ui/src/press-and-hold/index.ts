export { PressAndHold, type PressAndHoldProps } from "./press-and-hold.tsx";
