"use client";

import { LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";

const loadFeatures = () => import("./motion-features").then((module) => module.default);

/**
 * Wrap `m.*` components in this. Only the small `m` renderer ships with the page; the animation
 * features arrive by dynamic import after hydration. `strict` makes a stray `motion.*` component an
 * error, and reducedMotion "user" turns transform animations into instant changes for visitors who
 * ask their system for less motion.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
