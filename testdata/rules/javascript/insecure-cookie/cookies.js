app.post('/login', (req, res) => {
  res.cookie('session', token, { secure: false }); // want "insecure-cookie"
  res.cookie('auth', jwt, { httpOnly: false, secure: true }); // want "insecure-cookie"
});
app.use(session({ secret: process.env.SECRET, resave: false, cookie: { secure: false } })); // want "insecure-cookie"
router.get('/', async (ctx) => {
  ctx.cookies.set('sid', sid, { httpOnly: false }); // want "insecure-cookie"
});
app.use(cookieSession({ name: 's', keys, secure: false })); // want "insecure-cookie"
http.createServer((req, res) => {
  res.setHeader('Set-Cookie', `sid=${sid}; Path=/; HttpOnly`); // want "insecure-cookie: Set-Cookie header without Secure"
});
