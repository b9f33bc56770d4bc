async function ping(url) {
  while (!fetch(url)) { // want "typescript/promise-as-condition"
    await new Promise((r) => setTimeout(r, 1000));
  }
  return new Promise((r) => r(true)) || false; // want "typescript/promise-as-condition"
}
module.exports = { ping };
