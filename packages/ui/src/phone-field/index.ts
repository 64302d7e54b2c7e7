export { PhoneField, type PhoneFieldProps } from "./phone-field.tsx";
