import { msg } from "@lingui/core/macro";

export const carouselMessages = {
  carousel: msg({ id: "common.carousel", message: "carousel" }),
  slide: msg({ id: "common.slide", message: "slide" }),
  slideOf: msg({ id: "common.slide_n_of_m", message: "Slide {position} of {count}" }),
  previous: msg({ id: "common.previous_slide", message: "Previous slide" }),
  next: msg({ id: "common.next_slide", message: "Next slide" }),
  pause: msg({ id: "common.pause_slides", message: "Pause slides" }),
  play: msg({ id: "common.play_slides", message: "Play slides" }),
};
