if ([]) { // want "javascript/constant-condition"
  init();
}
if ('production') { // want "javascript/constant-condition"
  enableCache();
}
const label = {} ? 'yes' : 'no'; // want "javascript/constant-condition"
if (!function () {}) { // want "javascript/constant-condition"
  never();
}
