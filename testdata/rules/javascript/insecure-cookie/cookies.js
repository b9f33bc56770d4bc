app.post('/login', (req, res) => {
  res.cookie('session', token, { secure: false }); // want "insecure-cookie"
  res.cookie('auth', jwt, { httpOnly: true, 'secure': false }); // want "insecure-cookie"
});
app.use(session({ secret: process.env.SECRET, resave: false, cookie: { secure: false } })); // want "insecure-cookie"
router.get('/', async (ctx) => {
  ctx.cookies.set('sid', sid, { secure: false, signed: true }); // want "insecure-cookie"
});
app.use(cookieSession({ name: 's', keys, secure: false })); // want "insecure-cookie"
fastify.get('/', (request, reply) => {
  reply.setCookie('sid', sid, { path: '/', secure: false }); // want "insecure-cookie"
});
http.createServer((req, res) => {
  res.setHeader('Set-Cookie', `sid=${sid}; Path=/; HttpOnly`); // want "insecure-cookie: .*Secure off"
});
