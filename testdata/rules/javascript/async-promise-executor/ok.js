const p = new Promise((resolve, reject) => {
  load().then(resolve, reject);
});
async function q() { return await load(); }
