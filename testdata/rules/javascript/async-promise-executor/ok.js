const p = new Promise((resolve, reject) => {
  load().then(resolve, reject);
});
async function q() { return await load(); }
// The whole executor is one try whose catch rejects: no error is lost (async-promise-executor-unneeded).
const r = new Promise(async (resolve, reject) => {
  try {
    resolve(await load());
  } catch (error) {
    reject(error);
  }
});
