import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';

const allowed = (process.env.CORS_ORIGINS ?? '').split(',');

export async function bootstrap() {
  const app = await NestFactory.create(AppModule, { cors: { origin: ['https://app.example.com'] } });
  await app.listen(3000);
}

export async function bootstrapApi() {
  const app = await NestFactory.create(AppModule, { cors: { origin: allowed, credentials: true } });
  await app.listen(3001);
}

export async function bootstrapAdmin() {
  const app = await NestFactory.create(AppModule, { cors: { origin: /\.example\.com$/ } });
  await app.listen(3002);
}
