function remember(res, token) {
  var opts = { maxAge: 86400000, httpOnly: false }; // want "cookie-without-httponly"
  res.cookie('remember', token, opts);
}
module.exports = remember;
