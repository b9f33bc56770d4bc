async function active(users) {
  return users.filter(async (u) => await isActive(u));  // want "javascript/async-predicate"
}
