import { getRepository, EntityRepository, Repository } from 'typeorm'; // want "typescript/typeorm-global-api-deprecated" "typescript/typeorm-global-api-deprecated"
import { User } from './user.entity';

@EntityRepository(User)
export class UserRepository extends Repository<User> {}

export function findByEmail(email: string): Promise<User | null> {
  return getRepository(User).findOne({ where: { email } });
}
