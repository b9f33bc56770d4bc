async function bootstrap() {
  const app = await NestFactory.create(AppModule, { cors: { origin: ['https://app.example.com'] } });
  app.enableCors({ origin: ['https://app.example.com'], credentials: true });
  app.enableCors(corsOptions);
  await app.listen(3000);
}
function withCookies(app: INestApplication) {
  app.enableCors({ origin: true, credentials: true });
}
