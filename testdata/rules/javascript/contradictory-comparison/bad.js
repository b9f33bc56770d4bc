function handle(req, value) {
  if (req.method !== "GET" || req.method !== "HEAD") { // want "javascript/contradictory-comparison"
    return reject(req);
  }
  if (value !== null || value !== undefined) { // want "javascript/contradictory-comparison"
    save(value);
  }
  if (req.query.mode === "edit" && req.query.mode === "view") { // want "javascript/contradictory-comparison"
    render(req);
  }
}
