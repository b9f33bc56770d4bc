void show(List<String> tags, Map<String, int> counts) {
  if (tags == []) { // want "dart/compare-with-new-collection"
    print('no tags');
  }
  if (counts != {}) { // want "dart/compare-with-new-collection"
    print(counts);
  }
}
