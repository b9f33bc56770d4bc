const express = require('express');
const session = require('express-session');
const passport = require('passport');
const { Strategy: JwtStrategy, ExtractJwt } = require('passport-jwt');
const app = express();

const sess = {
  secret: 'keyboard cat is here', // want "hardcoded-secret-in-options"
  cookie: {},
};
app.use(session(sess));

const opts = {};
const jwtOptions = { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: 'my-signing-secret' }; // want "hardcoded-secret-in-options"
passport.use(new JwtStrategy(jwtOptions, (payload, done) => done(null, payload)));

function configure(p) {
  var opts = {};
  opts.jwtFromRequest = ExtractJwt.fromAuthHeaderAsBearerToken();
  opts.secretOrKey = 'another-literal-secret'; // want "hardcoded-secret-in-options"
  p.use(new JwtStrategy(opts, (payload, done) => done(null, payload)));
}
module.exports = configure;
