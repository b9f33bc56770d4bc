function label(user) {
  if (user != null && user.name) {
    return user.name;
  }
  return user === undefined || user.id();
}
