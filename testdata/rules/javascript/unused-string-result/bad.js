function normalize(user) {
  user.email.trim(); // want "javascript/unused-string-result"
  user.name.toLowerCase(); // want "javascript/unused-string-result"
  return user;
}

function searchKey(query) {
  query.normalize('NFD'); // want "unused-string-result"
  return query;
}
