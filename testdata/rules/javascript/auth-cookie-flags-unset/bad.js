app.post('/login', async (req, res) => {
  const token = jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' });
  res.cookie('token', token); // want "javascript/auth-cookie-flags-unset"
  res.cookie('refresh_token', refresh, { maxAge: 7 * 24 * 3600 * 1000 }); // want "javascript/auth-cookie-flags-unset"
  res.cookie("sessionId", sid, { secure: true, sameSite: 'strict' }); // want "javascript/auth-cookie-flags-unset"
  res.json({ ok: true });
});
fastify.post('/login', async (request, reply) => {
  reply.setCookie('auth', token, { path: '/' }); // want "javascript/auth-cookie-flags-unset"
  return { ok: true };
});
app.get('/x', (req, res) => { res.cookie('app_auth', v); }); // want "javascript/auth-cookie-flags-unset"
