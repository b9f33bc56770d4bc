const claims = jwt.verify(token, key, { algorithms: ["RS256"], maxAge: "1h" });

const verifyOptions = { algorithms: ['RS256'], ignoreExpiration: false, maxAge: '1h' };
jwt.verify(token, publicKey, verifyOptions);
