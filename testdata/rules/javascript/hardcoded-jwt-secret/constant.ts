import jwt from "jsonwebtoken";
import { SignJWT, jwtVerify } from "jose";
import { expressjwt } from "express-jwt";

const JWT_SECRET = "s3cr3t-signing-key";
const FALLBACK = process.env.JWT_SECRET || "dev-only-secret";

export function issue(userId: string) {
  return jwt.sign({ sub: userId }, JWT_SECRET, { expiresIn: "1h" }); // want "javascript/hardcoded-jwt-secret"
}

export function check(token: string) {
  return jwt.verify(token, FALLBACK, { algorithms: ["HS256"] }); // want "javascript/hardcoded-jwt-secret"
}

export async function issueJose(sub: string) {
  return new SignJWT({ sub }).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("jose-secret-value")); // want "javascript/hardcoded-jwt-secret"
}

export const auth = expressjwt({ secret: "express-jwt-secret", algorithms: ["HS256"] }); // want "javascript/hardcoded-jwt-secret"
