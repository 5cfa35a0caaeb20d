// Alias of /terms-of-service: the same page, whose canonical link names the primary path.
export { default, metadata } from "../terms-of-service/page";
