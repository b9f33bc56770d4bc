app.use(helmet());
app.use(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, crossOriginEmbedderPolicy: false }));
