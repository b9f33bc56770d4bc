const token = jwt.sign(payload, key, { algorithm: "HS256" });
const claims = jwt.verify(token, key, { algorithms: ["HS256"] });
const opts = { compression: "none" };
const signed = await new jose.SignJWT(claims).setProtectedHeader({ alg: "ES256" }).sign(key);
