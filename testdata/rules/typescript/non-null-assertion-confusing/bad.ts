export function pick(config: { port?: number }, fallback: number, other: number): boolean {
  const port = config.port! ?? fallback; // want "typescript/non-null-assertion-confusing"
  return config.port! == other; // want "typescript/non-null-assertion-confusing"
}
