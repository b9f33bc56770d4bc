import { query, table } from '../db/pool';

export interface User {
  id: number;
  name: string;
}

class UserRepository {
  findById(id: string) {
    return query<User>('SELECT id, name FROM users WHERE id = ?', [id]);
  }

  search(term: string) {
    return query<User>(`SELECT id, name FROM users WHERE name LIKE '%${term}%'`); // want "sql-injection: SQL built with a template"
  }

  list(kind: string, limit: number) {
    return query<User>(`SELECT id, name FROM ${table(kind)} LIMIT ${limit}`);
  }
}

export default new UserRepository();
