export { Copyable, type CopyableProps } from "./copyable.tsx";
