if (!(key in cache)) {
  load(key);
}
if (!(err instanceof HttpError)) {}
