app.use(helmet());
app.use(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, crossOriginEmbedderPolicy: false }));
fastify.register(require('@fastify/helmet'), { global: true });
fastify.register(require('@fastify/cors'), { contentSecurityPolicy: false });

const helmetOptions = { crossOriginEmbedderPolicy: false, contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } };
app.use(helmet(helmetOptions));
const uploadOptions = { hsts: false };
