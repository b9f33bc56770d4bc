const token = jwt.sign({ sub: user.id }, "my-super-secret", { expiresIn: "1h" }); // want "javascript/hardcoded-jwt-secret"
app.use(session({ secret: "keyboard cat", resave: false })); // want "javascript/hardcoded-jwt-secret"
app.use(cookieParser("cookie-signing-secret")); // want "javascript/hardcoded-jwt-secret"
