function names(obj, csv) {
  const out = [];
  for (const key of Object.keys(obj)) {
    out.push(key);
  }
  for (const key in obj) {
    out.push(key);
  }
  for (const part of csv.split(",")) {
    out.push(part);
  }
  return out;
}
