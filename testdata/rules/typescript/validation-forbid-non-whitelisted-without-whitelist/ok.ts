import { ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { validate } from 'class-validator';
import { AppModule } from './app.module';

const base: ValidationPipeOptions = { whitelist: true };

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalPipes(new ValidationPipe({ ...base, forbidNonWhitelisted: true }));
  app.useGlobalPipes(new ValidationPipe({ transform: true }));
  await app.listen(3000);
}

export async function check(dto: object): Promise<boolean> {
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  return errors.length === 0;
}

bootstrap();
