function count(items) {
  let n = 0;
  for (const item of items) {
    if (item.ok) n = n++;  // want "javascript/overwritten-increment"
  }
  return n;
}
