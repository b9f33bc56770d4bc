res.cookie('session', token, { secure: true, httpOnly: true, sameSite: 'lax' });
app.use(session({ secret, cookie: { httpOnly: process.env.NODE_ENV === 'production' } }));
const opts = { httpOnly: false };
res.setHeader('Set-Cookie', `sid=${sid}; Path=/; HttpOnly; Secure; SameSite=Lax`);
res.setHeader('Content-Type', 'text/plain; charset=utf-8');
store.set('x', { httpOnly: false });
res.setHeader('Set-Cookie', 'sid=; Path=/; Max-Age=0');
res.setHeader('Set-Cookie', `sid=${sid}; Path=/; Max-Age=0`);
