function handle(req, value, other) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return reject(req);
  }
  if (value !== null && value !== undefined) {
    save(value);
  }
  if (value != null || value != undefined) {
    save(value);
  }
  if (req.query.mode === "edit" || req.query.mode === "view") {
    render(req);
  }
  if (req.method !== "GET" || other.method !== "HEAD") {
    log(req);
  }
  if (value !== "a" || value !== "a") {
    log(value);
  }
  if (next() !== "a" || next() !== "b") {
    log(value);
  }
}
