function hasGap(samples) {
  return samples.indexOf(NaN) !== -1; // want "javascript/indexof-nan"
}
