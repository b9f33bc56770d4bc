const session = require('koa-session');
app.keys = [process.env.KEY];
app.use(session({ key: 'koa.sess', maxAge: 86400000, signed: true }, app));
app.use(session({ key: 'koa.sess' }, app));
