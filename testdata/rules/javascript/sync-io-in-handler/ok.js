const tpl = fs.readFileSync("./report.html", "utf8");
app.get("/report", async (req, res) => {
  const data = await fs.promises.readFile("./data.json", "utf8");
  res.send(tpl + data);
});
