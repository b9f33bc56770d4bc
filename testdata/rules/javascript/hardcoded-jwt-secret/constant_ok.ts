import jwt from "jsonwebtoken";
import { jwtVerify } from "jose";
import { expressjwt } from "express-jwt";

const secret = process.env.JWT_SECRET;
const fromConfig = config.get("jwt.secret");
const fromEnv = process.env["JWT_SECRET"];
const keyName = `${prefix}-key`;

export function issue(userId: string, key: string) {
  jwt.sign({ sub: userId }, secret, { expiresIn: "1h" });
  jwt.sign({ sub: userId }, fromConfig);
  jwt.sign({ sub: userId }, fromEnv);
  jwt.sign({ sub: userId }, key);
  return jwt.sign({ sub: userId }, keyName);
}

export async function check(token: string) {
  return jwtVerify(token, new TextEncoder().encode(process.env.JOSE_SECRET));
}

export const auth = expressjwt({ secret: process.env.SECRET, algorithms: ["HS256"] });
