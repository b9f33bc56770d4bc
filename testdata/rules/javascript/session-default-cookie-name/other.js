// a session() of another library: not express-session
const { session } = require('./auth');

app.use(session({ secret: 'ignored-by-this-rule', ttl: 3600 }));
