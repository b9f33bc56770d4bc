app.post('/login', (req, res) => {
  res.cookie('auth', jwt, { httpOnly: false, secure: true }); // want "cookie-without-httponly"
});
router.get('/', async (ctx) => {
  ctx.cookies.set('sid', sid, { httpOnly: false }); // want "cookie-without-httponly"
});
app.use(session({ secret: process.env.SECRET, cookie: { secure: true, httpOnly: false } })); // want "cookie-without-httponly"
http.createServer((req, res) => {
  res.setHeader('Set-Cookie', 'sid=' + sid + '; Path=/; Secure'); // string built by concatenation: not judged
  res.setHeader('Set-Cookie', `sid=${sid}; Path=/; Secure`); // want "cookie-without-httponly: .*HttpOnly off"
});
