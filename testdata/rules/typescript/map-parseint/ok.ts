export function parsePorts(spec: string): number[] {
  return spec.split(',').map((s) => parseInt(s, 10));
}

export function versionParts(v: string) {
  return v.split('.').map(Number);
}

export function widths(cells: string[]) {
  return cells.map(parseFloat);
}
