// Alias of /privacy-policy: the same page, whose canonical link names the primary path.
export { default, metadata } from "../privacy-policy/page";
