import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, EntitySchema } from 'typeorm';
import { User } from './users/user.entity';

export const TestDataSource = new DataSource({
  type: 'sqlite',
  database: ':memory:',
  entities: [User],
  synchronize: true,
});

@Module({
  imports: [
    TypeOrmModule.forRoot({
      type: 'postgres',
      host: process.env.DB_HOST,
      port: 5432,
      database: 'app',
      entities: [User],
      synchronize: process.env.NODE_ENV === 'development',
      migrationsRun: true,
    }),
  ],
})
export class AppModule {}

export const PostSchema = new EntitySchema<{ id: number; title: string }>({
  name: 'post',
  columns: { id: { type: Number, primary: true }, title: { type: String } },
  indices: [{ name: 'IDX_TITLE', columns: ['title'], synchronize: true }],
});
