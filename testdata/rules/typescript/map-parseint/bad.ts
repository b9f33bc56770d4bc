export function parsePorts(spec: string): number[] {
  return spec.split(',').map(parseInt); // want "typescript/map-parseint"
}

export function versionParts(v: string) {
  return v.split('.').map(Number.parseInt); // want "typescript/map-parseint"
}
