import fs from "fs";
import path from "path";
import express from "express";

// read once at start-up, at the module's top level
const config = JSON.parse(fs.readFileSync(path.join(__dirname, "config.json"), "utf8"));

export default async function handler(req, res) {
  const raw = await fs.promises.readFile(path.join(process.cwd(), "data", "page.json"), "utf8");
  res.status(200).json({ ...JSON.parse(raw), config });
}

// a build script's function: no request
export function build(src: string, out: string) {
  fs.writeFileSync(out, fs.readFileSync(src, "utf8").toUpperCase());
}

// a comparator's (a, b), not a handler's
export function byName(a: { name: string }, b: { name: string }) {
  return fs.existsSync(a.name) ? -1 : a.name.localeCompare(b.name);
}

const app = express();
// an inline app.get callback is javascript/sync-io-in-handler's
app.get("/version", (req, res) => {
  res.send(fs.readFileSync("VERSION", "utf8"));
});
