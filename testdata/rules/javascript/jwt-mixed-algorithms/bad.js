const claims = jwt.verify(token, publicKey, { algorithms: ['RS256', 'HS256'] }); // want "javascript/jwt-mixed-algorithms"
app.use(expressjwt({ secret: getKey, algorithms: ["HS256", "ES256"] })); // want "javascript/jwt-mixed-algorithms"
