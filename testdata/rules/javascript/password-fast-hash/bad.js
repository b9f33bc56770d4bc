function store(user, password) {
  user.hash = crypto.createHash("sha256").update(password).digest("hex"); // want "javascript/password-fast-hash"
  user.h2 = crypto.createHash("sha512").update(salt + password).digest("hex"); // want "javascript/password-fast-hash"
}
