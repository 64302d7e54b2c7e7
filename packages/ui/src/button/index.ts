export {
  Button,
  buttonClassName,
  BUTTON_VARIANTS,
  type ButtonLookOptions,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from "./button.tsx";
