import { describe, expect, it } from 'vitest';
import { fetchUser, deleteUser } from './users';

describe('users', () => {
  it('loads a user', () => {
    expect(fetchUser('u1')).resolves.toMatchObject({ id: 'u1' }); // want "javascript/unawaited-promise-assertion"
  });

  it('refuses to delete the owner', async () => {
    expect(deleteUser('owner')).rejects.toThrow('forbidden'); // want "javascript/unawaited-promise-assertion"
  });
});
