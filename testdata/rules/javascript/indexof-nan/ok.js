function hasGap(samples) {
  return samples.includes(NaN) || samples.findIndex(Number.isNaN) !== -1;
}
