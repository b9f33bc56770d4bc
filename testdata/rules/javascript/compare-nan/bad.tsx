export function Price({ value }: { value: number }) {
  if (value === NaN) { // want "javascript/compare-nan"
    return <span>-</span>;
  }
  return <span>{value}</span>;
}
