try {
  load();
} catch (err) {
  const wrapped = new Error('load failed', { cause: err });
  report(wrapped);
}
