interface User {
  id: string;
  email: string;
  createdAt: Date;
}

export function newUser(email: string): User {
  const user: User = { id: crypto.randomUUID(), email, createdAt: new Date() };
  return user;
}

export const ROLES = { admin: 'admin', user: 'user' } as const;
export const counts = {} as Record<string, number>;
export const patch = { email: 'a@example.com' } satisfies Partial<User>;
export const draft = { email: 'a@example.com' } as Partial<User>;

describe('users', () => {
  it('reads the email', () => {
    const req = { body: { email: 'a@example.com' } } as Request;
    expect(req.body).toBeDefined();
  });
});

export const empty = {} as User;
export const copy = { ...draft, id: 'u1' } as User;

export function blank<T>(): T {
  const target = { createdAt: new Date() } as T;
  return target;
}
