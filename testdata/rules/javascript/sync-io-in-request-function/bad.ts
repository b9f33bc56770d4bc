import fs from "fs";
import path from "path";
import crypto from "crypto";
import type { NextApiRequest, NextApiResponse } from "next";

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const raw = fs.readFileSync(path.join(process.cwd(), "data", `${req.query.slug}.json`), "utf8"); // want "javascript/sync-io-in-request-function"
  res.status(200).json(JSON.parse(raw));
}

export const login = async (req, res) => {
  const hash = crypto.pbkdf2Sync(req.body.password, req.user.salt, 310000, 32, "sha256"); // want "javascript/sync-io-in-request-function"
  res.json({ ok: hash.equals(req.user.hash) });
};
