// Alias of /journal: the same page, whose canonical link names the primary path.
export { default, metadata } from "../journal/page";
