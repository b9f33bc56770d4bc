const csrf = require('csurf');
app.use(csrf({ cookie: true }));
app.use(csrf({ cookie: true, ignoreMethods: ['GET', 'HEAD', 'OPTIONS'] }));
const { doubleCsrfProtection } = doubleCsrf({ getSecret: () => secret, ignoredMethods: ['GET', 'HEAD', 'OPTIONS', 'TRACE'] });
const routes = { methods: ['POST', 'PUT'] };
