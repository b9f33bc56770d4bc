if (DEBUG) {
  debugPanel.show();
}
while (true) { if (done()) break; }
