async function load() {
  try {
    return await fetchData();
  } catch (err) {
    logger.error(err);
    throw err;
  }
}
