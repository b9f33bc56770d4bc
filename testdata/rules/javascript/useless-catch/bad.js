async function load() {
  try {
    return await fetchData();
  } catch (err) { // want "javascript/useless-catch"
    throw err;
  }
}
