import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { validate } from 'class-validator';
import { AppModule } from './app.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidUnknownValues: true }));
  await app.listen(3000);
}

export async function isValid(input: object): Promise<boolean> {
  const errors = await validate(input);
  return errors.length === 0;
}

bootstrap();
