export function parse(input: unknown): Config {
  try {
    const raw = JSON.parse(String(input)) as RawConfig;
    return { list: raw.items };
  } catch (e: any) {
    throw new Error(e.message);
  }
}
