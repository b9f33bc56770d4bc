if (typeof config === undefined) { // want "javascript/typeof-compare-undefined-value"
  init();
}
if (undefined != typeof x) {} // want "javascript/typeof-compare-undefined-value"
