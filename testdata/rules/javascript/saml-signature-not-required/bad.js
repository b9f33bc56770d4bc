const passport = require('passport');
const { Strategy: SamlStrategy } = require('@node-saml/passport-saml');

passport.use(new SamlStrategy(
  { // want "javascript/saml-signature-not-required"
    callbackUrl: 'https://app.example.com/login/callback',
    entryPoint: 'https://idp.example.com/sso',
    issuer: 'app',
    idpCert: process.env.IDP_CERT,
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
  },
  (profile, done) => done(null, profile),
  (profile, done) => done(null, profile),
));
