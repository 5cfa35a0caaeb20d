"use client";

import { useEffect } from "react";

/** Replaces a failed content photo with its self-hosted art; a warning, not an error: the page still works. */
function swapToFallback(img: HTMLImageElement): boolean {
  const fallback = img.dataset.fallback;
  if (!fallback || img.dataset.fallbackShown === "true") return false;
  img.dataset.fallbackShown = "true";
  console.warn(`Image unavailable, showing fallback art instead: ${img.currentSrc || img.src}`);
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  // In a <picture>, a <source> with a srcset would still win over the <img>'s own src.
  if (img.parentElement instanceof HTMLPictureElement) {
    img.parentElement.querySelectorAll("source").forEach((source) => source.removeAttribute("srcset"));
  }
  img.src = fallback;
  return true;
}

/**
 * Mounted once in the root layout. Error events do not bubble, but a capturing listener on the document
 * sees every image that fails from now on; images that failed before hydration are found by looking.
 */
export function ImageFallbacks() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) swapToFallback(event.target);
    };
    document.addEventListener("error", onError, true);
    document.querySelectorAll<HTMLImageElement>("img[data-fallback]").forEach((img) => {
      if (img.complete && img.naturalWidth === 0) swapToFallback(img);
    });
    return () => document.removeEventListener("error", onError, true);
  }, []);
  return null;
}
