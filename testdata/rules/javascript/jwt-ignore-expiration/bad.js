const claims = jwt.verify(token, key, { algorithms: ["RS256"], ignoreExpiration: true }); // want "javascript/jwt-ignore-expiration"
