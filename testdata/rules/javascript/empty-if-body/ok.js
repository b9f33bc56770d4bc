if (user.isAdmin) {
  grantAll(user);
}
