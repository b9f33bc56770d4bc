function load(path) {
  try {
    return JSON.parse(fs.readFileSync(path, "utf8"));
  } catch (e) {} // want "javascript/empty-catch"
  try {
    return fallback();
  } catch {} // want "javascript/empty-catch"

}

function settingsOf(text) {
  let settings = null;
  try {
    applyDefaults();
    settings = JSON.parse(text);
  } catch (e) {} // want "javascript/empty-catch"
  return settings;
}
