function variants(base, colors) {
  const out = [];
  for (const color of colors) {
    const v = JSON.parse(JSON.stringify(base));  // want "javascript/json-clone-in-loop"
    v.color = color;
    out.push(v);
  }
  return out;
}
