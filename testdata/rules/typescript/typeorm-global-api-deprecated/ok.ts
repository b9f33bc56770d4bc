import { DataSource, Repository } from 'typeorm';
import { User } from './user.entity';

export const AppDataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, entities: [User] });

export const UserRepository = AppDataSource.getRepository(User).extend({
  findByEmail(email: string): Promise<User | null> {
    return this.findOne({ where: { email } });
  },
});

export function users(): Repository<User> {
  return AppDataSource.getRepository(User);
}
