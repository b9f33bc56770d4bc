const blob = new Promise(async (resolve, reject) => { // want "javascript/async-promise-executor-unneeded"
  try {
    const canvas = await render();
    resolve(await toBlob(canvas));
  } catch (error) {
    console.error(error);
    reject(error);
  }
});

function latest() {
  return new Promise(async function (resolve) { // want "javascript/async-promise-executor-unneeded"
    try {
      resolve(await load());
    } catch (error) {
      return resolve(fallback);
    }
  });
}
