"use client";

import Image, { type ImageProps } from "next/image";
import { useCallback, useState } from "react";

type RemoteImageProps = Omit<ImageProps, "src" | "onError" | "unoptimized"> & {
  src: string;
  /** Self-hosted art under public/ shown if the photo fails (see lib/images.ts). */
  fallback: string;
};

/**
 * A content photo that never shows as broken: if the image CDN fails (offline, removed photo), the
 * self-hosted fallback art takes its place. The failure is a warning, not an error: the page still works.
 */
export function RemoteImage({ src, fallback, alt, ...rest }: RemoteImageProps) {
  const [failed, setFailed] = useState(!src);

  const fail = useCallback(() => {
    setFailed((already) => {
      if (!already) console.warn(`Image unavailable, showing fallback art instead: ${src}`);
      return true;
    });
  }, [src]);

  // An image that failed before hydration fires no onError for React; catch it from the element itself.
  const checkEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) fail();
    },
    [fail],
  );

  const local = failed || src.startsWith("/");
  return (
    <Image
      {...rest}
      ref={checkEarlyFailure}
      src={failed ? fallback : src}
      alt={alt}
      unoptimized={local}
      onError={failed ? undefined : fail}
    />
  );
}
