function update(user, name) {
  name = name; // want "javascript/self-assignment"
  user.email = email;
}
