const p = new Promise(async (resolve, reject) => { // want "javascript/async-promise-executor"
  resolve(await load());
});
const q = new Promise(async function (resolve) { resolve(await f()); }); // want "javascript/async-promise-executor"
const s = new Promise(async (resolve, reject) => { // want "javascript/async-promise-executor"
  try {
    resolve(await load());
  } catch (error) {
    console.error(error);
  }
});
