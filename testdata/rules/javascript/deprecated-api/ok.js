function stamp(code, date) {
  const prefix = code.slice(0, 3);
  const year = date.getFullYear();
  return prefix + year;
}
