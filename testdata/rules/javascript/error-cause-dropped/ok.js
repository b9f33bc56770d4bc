async function load() {
  try {
    return await read();
  } catch (err) {
    throw new Error("loading failed", { cause: err });
  }
}
