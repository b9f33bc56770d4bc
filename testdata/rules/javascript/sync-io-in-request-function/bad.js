const fs = require("fs");
const { execSync } = require("child_process");
const child_process = require("child_process");

function exportReport(req, res) {
  const out = child_process.execSync(`report --id ${Number(req.params.id)}`); // want "javascript/sync-io-in-request-function"
  res.type("text/csv").send(out);
}

module.exports = { exportReport };
