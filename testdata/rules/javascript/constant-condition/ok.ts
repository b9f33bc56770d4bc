if (items.length) {
  init();
}
const label = enabled ? 'yes' : 'no';
if (!config) {
  setup();
}
while (true) {
  if (done()) break;
}
