/**
 * The top of a hero, under the transparent header: a band of navy that fades out below the bar, so the white
 * logo and links keep AA contrast over any photo, however pale its sky (the hero's own scrim adds to it).
 * Deeper from the large breakpoint, where the bar shows its small-type links and the current one in gold.
 * The hero's navy background shows before the photo paints, or if it never does.
 */
export function HeaderScrim() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-44 bg-linear-to-b from-navy-deep/55 via-navy-deep/40 via-45% to-transparent lg:from-navy-deep/70 lg:via-navy-deep/60"
    />
  );
}
