if (false) { // want "javascript/constant-if-condition"
  debugPanel.show();
}
if (1) { init(); } // want "javascript/constant-if-condition"
