module.exports = {
  port: process.env.PORT || 3000,
  jwtSecret: process.env.JWT_SECRET,
  sessionSecret: process.env.SESSION_SECRET || '',
  SECRET_KEY: process.env.SECRET_KEY ?? 'changeme',
  apiKey: 'AIzaSyD-public-browser-key-for-maps',
  secretKeyRef: 'projects/acme/secrets/jwt/versions/latest',
  cacheKey: 'users-list-v2',
  sessionKey: 'sid',
};
export const storage = { tokenKey: 'auth_token_storage', cookieKey: 'connect.sid.cookie', sessionKey: 'koa.sess.key' };
