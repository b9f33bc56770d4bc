function loadConfig(path) {
  return new Promise((resolve, reject) => {
    if (cache.has(path)) {
      return cache.get(path).value; // want "javascript/promise-executor-returns-value"
    }
    fs.readFile(path, "utf8", (err, text) => {
      if (err) return reject(err);
      resolve(JSON.parse(text));
    });
  });
}

function delay(ms, value) {
  return new Promise(function (resolve) {
    setTimeout(resolve, ms);
    return value; // want "javascript/promise-executor-returns-value"
  });
}
