import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { validate } from 'class-validator';
import { AppModule } from './app.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidUnknownValues: false })); // want "typescript/validation-forbid-unknown-values-off"
  await app.listen(3000);
}

export async function isValid(input: unknown): Promise<boolean> {
  const errors = await validate(input as object, { forbidUnknownValues: false }); // want "typescript/validation-forbid-unknown-values-off"
  return errors.length === 0;
}

bootstrap();
