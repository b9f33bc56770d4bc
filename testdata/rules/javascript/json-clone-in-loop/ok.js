function variants(base, colors) {
  const snapshot = JSON.parse(JSON.stringify(base));
  const out = [];
  for (const color of colors) {
    out.push({ ...snapshot, color });
  }
  return out;
}
