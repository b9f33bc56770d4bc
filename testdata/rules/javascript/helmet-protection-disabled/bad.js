app.use(helmet({ contentSecurityPolicy: false })); // want "javascript/helmet-protection-disabled"
app.use(helmet({ frameguard: false, hsts: { maxAge: 1 } })); // want "javascript/helmet-protection-disabled"
fastify.register(require('@fastify/helmet'), { contentSecurityPolicy: false }); // want "javascript/helmet-protection-disabled"
await app.register(fastifyHelmet, { hsts: false }); // want "javascript/helmet-protection-disabled"

const helmetOptions = { // want "helmet-protection-disabled"
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
};
app.use(helmet(helmetOptions));
