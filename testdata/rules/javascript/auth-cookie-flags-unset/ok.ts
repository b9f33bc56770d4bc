app.post('/login', async (req, res) => {
  res.cookie('token', token, { httpOnly: true, secure: true, sameSite: 'lax' });
  res.cookie('XSRF-TOKEN', req.csrfToken());
  res.cookie('theme', 'dark');
  res.cookie('session', sid, cookieOptions);
  res.cookie('session', sid, { ...baseCookie, maxAge: 3600 });
  res.json({ ok: true });
});
router.post('/login', async (ctx) => {
  ctx.cookies.set('session', sid, { signed: true });
});
reply.setCookie('locale', lang, { path: '/' });
  res.cookie('remember', 1, { maxAge: minute });
  res.cookie('author', name);
