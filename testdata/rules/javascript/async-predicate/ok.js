async function active(users) {
  const flags = await Promise.all(users.map((u) => isActive(u)));
  return users.filter((_, i) => flags[i]);
}
