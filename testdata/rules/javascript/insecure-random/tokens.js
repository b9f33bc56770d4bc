function generateToken() {
  return Math.random().toString(36).slice(2); // want "insecure-random"
}

const resetToken = Math.floor(Math.random() * 1e9).toString(16); // want "insecure-random"

app.post('/login', (req, res) => {
  res.cookie('sid', Math.random().toString(36), { httpOnly: true, secure: true }); // want "insecure-random"
  user.apiKey = 'k_' + Math.random(); // want "insecure-random"
});

const rememberMeKey = Math.random().toString(); // want "insecure-random"

app.get('/remember', (req, res) => {
  const value = Math.random().toString(36).substring(2); // want "insecure-random"
  res.cookie('rememberMe', value, { secure: true, httpOnly: true });
  const n = Math.floor(Math.random() * 6) + 1;
  res.json({ dice: n });
});
