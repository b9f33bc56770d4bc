async function isAllowed(user: string): Promise<boolean> {
  return user === 'admin';
}

function isAdmin(user: string): boolean {
  return user === 'admin';
}

export async function open(user: string): Promise<string> {
  if (await isAllowed(user)) {
    return 'in';
  }
  if (isAdmin(user)) {
    return 'admin';
  }
  const allowed = await isAllowed(user);
  const pending = isAllowed(user);
  return allowed && (await pending) ? 'yes' : 'no';
}
