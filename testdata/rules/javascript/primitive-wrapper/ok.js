function flags(input) {
  const enabled = Boolean(input.enabled);
  const name = String(input.name);
  const when = new Date(input.when);
  return { enabled, name, when };
}

function markSafe(html) {
  const safe = new String(html);
  safe.isSafe = true;
  return safe;
}

function withMeta(name, meta) {
  const label = new String(name);
  Object.assign(label, meta);
  return label;
}
