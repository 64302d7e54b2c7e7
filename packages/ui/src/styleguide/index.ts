export { Styleguide } from "./styleguide.tsx";
export { TypographySpecimen } from "./typography-specimen.tsx";
export { ButtonSpecimen } from "./button-specimen.tsx";
export { LoaderSpecimen } from "./loader-specimen.tsx";
