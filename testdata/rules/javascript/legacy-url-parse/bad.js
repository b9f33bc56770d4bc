const http = require("http");
const url = require("url");

http.createServer((req, res) => {
  const target = url.parse(req.url, true).query.next; // want "javascript/legacy-url-parse"
  const host = url.parse(target).host; // want "javascript/legacy-url-parse"
  if (host === "example.com") {
    res.writeHead(302, { Location: target });
  }
  res.end();
});
