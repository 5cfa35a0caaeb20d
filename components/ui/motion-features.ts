// Loaded on demand by MotionProvider: the animation features stay out of the first-load bundle.
import { domAnimation } from "framer-motion";

export default domAnimation;
