res.cookie('session', token, { secure: true, httpOnly: true, sameSite: 'lax' });
app.use(session({ secret, cookie: { secure: process.env.NODE_ENV === 'production' } }));
const server = https.createServer({ secure: false });
res.cookie('theme', 'dark');
const opts = { httpOnly: false };
res.setHeader('Set-Cookie', `sid=${sid}; Path=/; HttpOnly; Secure; SameSite=Lax`);
