import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

type RemoteImageProps = Omit<ImageProps, "src" | "onError" | "onLoad" | "unoptimized" | "priority"> & {
  src: string;
  /** Self-hosted art under public/ shown if the photo fails (see lib/images.ts). */
  fallback: string;
};

/**
 * A content photo as a plain <img> with a full srcset from the image CDN, rendered without any client
 * JavaScript of its own (it works in server and client components alike). If the photo fails, the one
 * <ImageFallbacks /> listener in the layout swaps in the self-hosted art named by data-fallback.
 * `preload` marks the page's largest image: preloaded in the head, fetched eagerly at high priority.
 */
type PhotoOptions = Omit<ImageProps, "src" | "alt" | "onError" | "onLoad" | "unoptimized" | "priority"> & {
  src: string;
  alt: string;
};

/**
 * next/image's attributes for a content photo: a full srcset from the image CDN, except for self-hosted art
 * under public/, which is served as it is.
 */
export function photoImageProps({ src, ...rest }: PhotoOptions) {
  return getImageProps({ ...rest, src, unoptimized: src.startsWith("/") }).props;
}

export function RemoteImage({ src, fallback, alt, preload = false, loading, ...rest }: RemoteImageProps) {
  const props = photoImageProps({ ...rest, src, alt });
  if (preload) {
    preloadResource(props.src, {
      as: "image",
      fetchPriority: "high",
      ...(props.srcSet ? { imageSrcSet: props.srcSet, imageSizes: props.sizes } : {}),
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, minus its client code
    <img
      {...props}
      alt={alt}
      loading={preload ? "eager" : (loading ?? "lazy")}
      fetchPriority={preload ? "high" : undefined}
      data-fallback={fallback}
    />
  );
}
