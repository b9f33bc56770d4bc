const p = new Promise(async (resolve, reject) => { // want "javascript/async-promise-executor"
  resolve(await load());
});
const q = new Promise(async function (resolve) { resolve(await f()); }); // want "javascript/async-promise-executor"
