with (config) { // want "javascript/with-statement"
  timeout = 10;
}
