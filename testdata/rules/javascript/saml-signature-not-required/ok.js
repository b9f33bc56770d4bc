const passport = require('passport');
const { Strategy: SamlStrategy } = require('@node-saml/passport-saml');

// The IdP signs assertions, not the envelope: one of the two is enough.
passport.use(new SamlStrategy(
  {
    callbackUrl: 'https://app.example.com/login/callback',
    entryPoint: 'https://idp.example.com/sso',
    issuer: 'app',
    idpCert: process.env.IDP_CERT,
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: true,
  },
  (profile, done) => done(null, profile),
  (profile, done) => done(null, profile),
));
