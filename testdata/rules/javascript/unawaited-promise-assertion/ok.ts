import { describe, expect, it } from 'vitest';
import { fetchUser, deleteUser, formatUser } from './users';

describe('users', () => {
  it('loads a user', async () => {
    await expect(fetchUser('u1')).resolves.toMatchObject({ id: 'u1' });
  });

  it('refuses to delete the owner', () => {
    return expect(deleteUser('owner')).rejects.toThrow('forbidden');
  });

  it('formats', () => {
    expect(formatUser({ id: 'u1', name: 'Ada' })).toBe('Ada (u1)');
    expect(formatUser({ id: 'u2', name: 'resolves' })).not.toBe('');
  });
});
