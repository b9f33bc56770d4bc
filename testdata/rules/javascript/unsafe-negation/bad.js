if (!key in cache) { // want "javascript/unsafe-negation"
  load(key);
}
if (!err instanceof HttpError) {} // want "javascript/unsafe-negation"
