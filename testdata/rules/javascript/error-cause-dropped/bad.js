async function load() {
  try {
    return await read();
  } catch (err) {
    throw new Error(err.message); // want "javascript/error-cause-dropped"
  }
}
