interface User {
  id: string;
  email: string;
  createdAt: Date;
}

export function newUser(email: string): User {
  const user = { id: crypto.randomUUID(), emial: email } as User; // want "typescript/object-literal-type-assertion"
  return user;
}

export const defaults = { locale: 'en', pageSize: 20 } as Settings<string>; // want "typescript/object-literal-type-assertion"
