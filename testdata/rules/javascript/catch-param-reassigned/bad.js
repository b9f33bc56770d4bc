try {
  load();
} catch (err) {
  err = new Error('load failed'); // want "javascript/catch-param-reassigned"
  report(err);
}
