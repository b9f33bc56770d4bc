const claims = jwt.verify(token, key, { algorithms: ["RS256"], ignoreExpiration: true }); // want "javascript/jwt-ignore-expiration"

const verifyOptions = { algorithms: ['RS256'], ignoreExpiration: true }; // want "jwt-ignore-expiration"
jwt.verify(token, publicKey, verifyOptions);
const opts = {};
opts.ignoreExpiration = true; // want "jwt-ignore-expiration"
