if (user.isAdmin); // want "javascript/empty-if-body"
{
  grantAll(user);
}
