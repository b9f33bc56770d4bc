app.get("/report", (req, res) => {
  const tpl = fs.readFileSync("./report.html", "utf8"); // want "javascript/sync-io-in-handler"
  res.send(tpl);
});
