import type { CSSProperties, ElementType, ReactNode } from "react";
import styles from "./reveal.module.css";

type RevealProps = {
  /** Position in the sequence: the element starts index × 0.1 s after the first. */
  index: number;
  as?: ElementType;
  className?: string;
  children: ReactNode;
};

/** Wraps content in a staggered entrance (CSS only; none under prefers-reduced-motion). */
export function Reveal({ index, as: Element = "div", className, children }: RevealProps) {
  return (
    <Element
      className={className ? `${styles.reveal} ${className}` : styles.reveal}
      style={{ "--reveal-index": index } as CSSProperties}
      data-reveal={index}
    >
      {children}
    </Element>
  );
}
