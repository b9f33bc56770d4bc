const claims = jwt.verify(token, publicKey, { algorithms: ['RS256', 'PS256'] });
app.use(expressjwt({ secret: process.env.JWT_SECRET, algorithms: ["HS256"] }));
