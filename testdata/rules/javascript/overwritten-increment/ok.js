function count(items) {
  let n = 0;
  let last = 0;
  for (const item of items) {
    if (item.ok) n++;
    last = n++;
  }
  return n + last;
}
