export function load(): void {
  // @ts-expect-error: legacyLoader's types predate the fast option
  legacyLoader.start({ fast: true });
  // @ts-expect-error -- the v1 typings miss stop()
  legacyLoader.stop();
}
