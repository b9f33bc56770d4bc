export function load(path: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path, "utf8"));
  } catch (e) {
    logger.warn("cannot read %s: %s", path, e);
  }
  try {
    return fallback();
  } catch {
    // no fallback file: defaults apply
  }
  return null;
}
try {
  fs.unlinkSync(tmp);
} catch (_) {}

export function onMessage(event: MessageEvent): void {
  let data = null;
  try {
    data = JSON.parse(event.data);
  } catch (e) {}
  if (!data) {
    return;
  }
  handle(data);
}

export const elementIdOf = (url: string): string | null => {
  try {
    const { searchParams } = new URL(url);
    if (searchParams.has("element")) {
      return searchParams.get("element");
    }
  } catch {}
  return null;
};
