async function bootstrap() {
  const app = await NestFactory.create(AppModule, { cors: true }); // want "javascript/nestjs-cors-any-origin"
  app.enableCors(); // want "javascript/nestjs-cors-any-origin"
  app.enableCors({ origin: '*' }); // want "javascript/nestjs-cors-any-origin"
  await app.listen(3000);
}
