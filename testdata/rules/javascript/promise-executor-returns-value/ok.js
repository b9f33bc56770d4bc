function loadConfig(path) {
  return new Promise((resolve, reject) => {
    if (cache.has(path)) {
      return resolve(cache.get(path));
    }
    fs.readFile(path, "utf8", (err, text) => {
      if (err) {
        return reject(err);
      }
      const config = JSON.parse(text);
      return config;
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function once(emitter, name) {
  return new Promise((resolve) => {
    if (!emitter) return;
    emitter.once(name, resolve);
    return void 0;
  });
}

function compute() {
  return [1, 2].map((x) => {
    return x * 2;
  });
}
