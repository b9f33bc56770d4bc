import helmet from 'helmet';

app.use(helmet.contentSecurityPolicy({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", (req: any, res: any) => `'nonce-${res.locals.nonce}'`],
    // inline styles are a smaller risk than inline script
    styleSrc: ["'self'", "'unsafe-inline'"],
  },
}));

app.use((req: any, res: any, next: () => void) => {
  res.setHeader('Content-Security-Policy', "default-src 'self'; style-src 'self' 'unsafe-inline'");
  next();
});
