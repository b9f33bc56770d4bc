interface User { id: string; admin: boolean }

export function hasAdmin(users: User[]): boolean {
  users.forEach((u) => {
    if (u.admin) {
      return true; // want "typescript/foreach-return-value"
    }
  });
  return false;
}

export function allValid(values: string[]): boolean {
  values.forEach(function (v) {
    if (!v) return false; // want "typescript/foreach-return-value"
  });
  return true;
}
