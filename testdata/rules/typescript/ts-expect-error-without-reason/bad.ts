export function load(): void {
  /* @ts-expect-error */ legacyLoader.start({ fast: true }); // want "typescript/ts-expect-error-without-reason"
  /**
   * @ts-expect-error
   */
  legacyLoader.stop();
}
