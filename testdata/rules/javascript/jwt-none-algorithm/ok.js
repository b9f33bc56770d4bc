const token = jwt.sign(payload, key, { algorithm: "HS256" });
const claims = jwt.verify(token, key, { algorithms: ["HS256"] });
const opts = { compression: "none" };
