const url = require("url");
const qs = require("querystring");

function isInternal(link) {
  return new URL(link, "https://example.com").hostname === "example.com";
}
const docs = url.parse("https://nodejs.org/api/url.html");
const query = qs.parse(process.argv[2]);
const data = JSON.parse(process.argv[3]);

describe("redirects", () => {
  it("keeps the host", () => {
    const host = url.parse(location, false, true).host;
  });
});
