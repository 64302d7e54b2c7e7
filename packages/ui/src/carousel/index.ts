export { Carousel, type CarouselProps } from "./carousel.tsx";
