if (status === 200) {
  ok();
} else if (status === 200) { // want "javascript/duplicate-else-if-condition"
  created();
}
