function stamp(code, date) {
  const prefix = code.substr(0, 3); // want "javascript/deprecated-api"
  const year = date.getYear(); // want "javascript/deprecated-api"
  return prefix + year;
}
