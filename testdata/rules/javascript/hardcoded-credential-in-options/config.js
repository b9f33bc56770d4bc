module.exports = {
  port: process.env.PORT || 3000,
  jwtSecret: 'd9f8a7c6b5e4d3c2b1a0', // want "javascript/hardcoded-credential-in-options"
  sessionSecret: process.env.SESSION_SECRET || 'my-dev-session-secret', // want "javascript/hardcoded-credential-in-options"
  SECRET_KEY: process.env.SECRET_KEY ?? 'a8f5f167f44f4964e6c998dee827110c', // want "javascript/hardcoded-credential-in-options"
  encryption_key: 'k3y-f0r-3ncrypt10n-0f-d4t4', // want "javascript/hardcoded-credential-in-options"
};
