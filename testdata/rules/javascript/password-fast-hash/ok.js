async function store(user, password) {
  user.hash = await bcrypt.hash(password, 12);
  const etag = crypto.createHash("sha256").update(body).digest("hex");
}
