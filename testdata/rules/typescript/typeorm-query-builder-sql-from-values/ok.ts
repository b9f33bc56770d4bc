import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  private readonly alias = 'user';

  constructor(@InjectRepository(User) private readonly repo: Repository<User>) {}

  byName(name: string): Promise<User[]> {
    return this.repo.createQueryBuilder('user').where('user.name = :name', { name }).getMany();
  }

  search(q: string): Promise<User[]> {
    return this.repo
      .createQueryBuilder(this.alias)
      .where(`${this.alias}.email LIKE :q`, { q: `%${q}%` })
      .andWhere(`${this.alias}.deletedAt IS NULL`)
      .andWhere(`${this.alias}.status = 'active' AND ${this.alias}.id > :id`, { id: 0 })
      .getMany();
  }

  byIds(ids: number[]): Promise<User[]> {
    return this.repo.createQueryBuilder('u').where('u.id IN (:...ids)', { ids }).getMany();
  }

  notDeleted(qb: SelectQueryBuilder<User>, alias: string): SelectQueryBuilder<User> {
    return qb.andWhere(alias + '.deletedAt IS NULL');
  }
}
