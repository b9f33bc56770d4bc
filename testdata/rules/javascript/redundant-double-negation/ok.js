if (user) {
  greet(user);
}
const isLoggedIn = !!user;
