if (name.indexOf("admin") > 0) { // want "javascript/indexof-greater-than-zero"
  deny();
}
