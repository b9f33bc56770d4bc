const token = jwt.sign(payload, "", { algorithm: "none" }); // want "javascript/jwt-none-algorithm"
const claims = jwt.verify(token, key, { algorithms: ["HS256", "none"] }); // want "javascript/jwt-none-algorithm"
