function isEmpty(list, opts) {
  if (opts === {}) {  // want "javascript/compare-with-new-object"
    return true;
  }
  return list == [];  // want "javascript/compare-with-new-object"
}
