const claims = jwt.verify(token, key, { algorithms: ["RS256"], maxAge: "1h" });
