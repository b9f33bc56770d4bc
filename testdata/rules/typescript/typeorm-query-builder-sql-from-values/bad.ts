import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly repo: Repository<User>) {}

  byName(name: string): Promise<User[]> {
    return this.repo
      .createQueryBuilder('user')
      .where(`user.name = '${name}'`) // want "typescript/typeorm-query-builder-sql-from-values"
      .getMany();
  }

  search(q: string, minAge: number): Promise<User[]> {
    return this.repo
      .createQueryBuilder('user')
      .where('user.active = true')
      .andWhere(`user.email LIKE '%${q}%'`) // want "typescript/typeorm-query-builder-sql-from-values"
      .andWhere('user.age >= ' + minAge) // want "typescript/typeorm-query-builder-sql-from-values"
      .getMany();
  }

  byIds(ids: number[]): Promise<User[]> {
    return this.repo.createQueryBuilder('u').where(`u.id IN (${ids.join(',')})`).getMany(); // want "typescript/typeorm-query-builder-sql-from-values"
  }

  byRole(role: string): Promise<User[]> {
    return this.repo.createQueryBuilder('u').where("u.role = '" + role + "'").getMany(); // want "typescript/typeorm-query-builder-sql-from-values"
  }
}
