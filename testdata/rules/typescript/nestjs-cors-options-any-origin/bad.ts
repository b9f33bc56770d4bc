import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';

export async function bootstrap() {
  const app = await NestFactory.create(AppModule, { cors: { origin: '*' } }); // want "typescript/nestjs-cors-options-any-origin"
  await app.listen(3000);
}

export async function bootstrapApi() {
  const app = await NestFactory.create(AppModule, {
    logger: ['error', 'warn'],
    cors: { origin: true, methods: ['GET', 'POST'] }, // want "typescript/nestjs-cors-options-any-origin"
  });
  await app.listen(3001);
}
