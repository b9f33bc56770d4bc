function names(obj, csv) {
  const out = [];
  for (const key in Object.keys(obj)) {  // want "javascript/for-in-over-array"
    out.push(key);
  }
  for (const part in csv.split(",")) {  // want "javascript/for-in-over-array"
    out.push(part);
  }
  return out;
}
