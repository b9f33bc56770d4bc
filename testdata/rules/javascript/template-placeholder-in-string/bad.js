function greet(user) {
  return "Hello ${user.name}, welcome back";  // want "javascript/template-placeholder-in-string"
}
