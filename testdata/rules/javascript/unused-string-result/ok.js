function normalize(user) {
  user.email = user.email.trim();
  const name = user.name.toLowerCase();
  return { ...user, name };
}
