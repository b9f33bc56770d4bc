// The catch does not settle the promise: it stays pending (async-promise-executor reports it).
const pending = new Promise(async (resolve, reject) => {
  try {
    resolve(await load());
  } catch (error) {
    console.error(error);
  }
});

// Work before the try can throw after an await and be lost.
const early = new Promise(async (resolve, reject) => {
  const cfg = await config();
  try {
    resolve(await load(cfg));
  } catch (error) {
    reject(error);
  }
});

// A synchronous executor.
const plain = new Promise((resolve, reject) => {
  load().then(resolve, reject);
});
