import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { validate } from 'class-validator';
import { AppModule } from './app.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  app.useGlobalPipes(new ValidationPipe({ forbidNonWhitelisted: true, transform: true })); // want "typescript/validation-forbid-non-whitelisted-without-whitelist"
  await app.listen(3000);
}

export async function check(dto: object): Promise<boolean> {
  const errors = await validate(dto, { forbidNonWhitelisted: true }); // want "typescript/validation-forbid-non-whitelisted-without-whitelist"
  return errors.length === 0;
}

bootstrap();
