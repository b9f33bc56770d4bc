const token = jwt.sign(payload, "", { algorithm: "none" }); // want "javascript/jwt-none-algorithm"
const claims = jwt.verify(token, key, { algorithms: ["HS256", "none"] }); // want "javascript/jwt-none-algorithm"
const unsigned = await new jose.SignJWT(claims).setProtectedHeader({ alg: "none" }).sign(key); // want "javascript/jwt-none-algorithm"
