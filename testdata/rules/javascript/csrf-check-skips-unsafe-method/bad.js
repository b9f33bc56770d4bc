const csrf = require('csurf');
app.use(csrf({ cookie: true, ignoreMethods: ['GET', 'HEAD', 'OPTIONS', 'POST'] })); // want "javascript/csrf-check-skips-unsafe-method"
const csrfProtection = csurf({ ignoreMethods: ["get", "delete"] }); // want "javascript/csrf-check-skips-unsafe-method"
const { doubleCsrfProtection } = doubleCsrf({
  getSecret: () => process.env.CSRF_SECRET,
  ignoredMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT'], // want "javascript/csrf-check-skips-unsafe-method"
});
const csrfOptions = { cookie: { httpOnly: true }, ignoreMethods: ['PATCH'] }; // want "javascript/csrf-check-skips-unsafe-method"
app.use(csurf(csrfOptions));
