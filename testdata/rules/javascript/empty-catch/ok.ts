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
