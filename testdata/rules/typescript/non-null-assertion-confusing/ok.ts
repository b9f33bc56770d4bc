export function pick(config: { port?: number }, fallback: number, other: number): boolean {
  const port = config.port ?? fallback;
  return config.port! + port === other || config.port !== other;
}
