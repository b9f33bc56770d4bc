const token = jwt.sign({ sub: user.id }, process.env.JWT_SECRET!, { expiresIn: "1h" });
const decoded = jwt.verify(token, publicKey, { algorithms: ["RS256"] });
app.use(session({ secret: config.sessionSecret, resave: false }));
app.use(cookieParser(process.env.COOKIE_SECRET));
const t = jwt.sign(payload, "changeme");
