import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { avifLoader, isSelfHostedPhoto } from "@/lib/image-loader";

type RemoteImageProps = Omit<ImageProps, "src" | "onError" | "onLoad" | "unoptimized" | "priority"> & {
  src: string;
  /** Self-hosted art under public/ shown if the photo fails (see lib/images.ts). */
  fallback: string;
};

type PhotoOptions = Omit<ImageProps, "src" | "alt" | "onError" | "onLoad" | "unoptimized" | "priority"> & {
  src: string;
  alt: string;
};

/**
 * next/image's attributes for a content photo: a full srcset from the image CDN, or from the build's copies
 * of a photo under public/ (WebP in the <img>, AVIF in `avifSrcSet` for a <source>). Self-hosted art is
 * served as it is, and so are photos under `next dev`, which makes no copies.
 */
export function photoImageProps({ src, ...rest }: PhotoOptions) {
  const copied = isSelfHostedPhoto(src) && process.env.NODE_ENV !== "development";
  const { props } = getImageProps({ ...rest, src, unoptimized: src.startsWith("/") && !copied });
  const avifSrcSet = copied ? getImageProps({ ...rest, src, loader: avifLoader }).props.srcSet : undefined;
  return { img: props, avifSrcSet };
}

/**
 * A content photo as a plain <img> with a full srcset, rendered without any client JavaScript of its own (it
 * works in server and client components alike); a self-hosted photo comes as a <picture> whose AVIF
 * <source> browsers that read AVIF take, the rest taking the WebP <img>. If the photo fails, the one
 * <ImageFallbacks /> listener in the layout swaps in the self-hosted art named by data-fallback.
 * `preload` marks the page's largest image: preloaded in the head, fetched eagerly at high priority.
 */
export function RemoteImage({ src, fallback, alt, preload = false, loading, ...rest }: RemoteImageProps) {
  const { img, avifSrcSet } = photoImageProps({ ...rest, src, alt });
  if (preload) {
    // For a self-hosted photo, the AVIF copies: a browser that cannot read them skips the hint by its type.
    const srcSet = avifSrcSet ?? img.srcSet;
    preloadResource(img.src, {
      as: "image",
      fetchPriority: "high",
      ...(avifSrcSet ? { type: "image/avif" } : {}),
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: img.sizes } : {}),
    });
  }
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, minus its client code
    <img
      {...img}
      alt={alt}
      loading={preload ? "eager" : (loading ?? "lazy")}
      fetchPriority={preload ? "high" : undefined}
      data-fallback={fallback}
    />
  );
  if (!avifSrcSet) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={img.sizes} />
      {image}
    </picture>
  );
}
