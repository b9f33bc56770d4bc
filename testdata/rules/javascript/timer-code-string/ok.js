function schedule(id, delay, callback) {
  setTimeout(refresh, 1000);
  window.setInterval(() => poll(id), 5000);
  setTimeout(callback, delay + 100);
  const handle = setTimeout(function () { update(id); }, 10);
  clearTimeout(handle);
  setImmediate(() => update(id));
  logger.setTimeout("30s");
}
