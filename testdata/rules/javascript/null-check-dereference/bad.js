function label(user) {
  if (user == null && user.name) { // want "javascript/null-check-dereference"
    return user.name;
  }
  return user !== undefined || user.id(); // want "javascript/null-check-dereference"
}
