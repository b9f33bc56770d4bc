import { JwtModule, JwtService } from '@nestjs/jwt';
import { Strategy as JwtStrategy, ExtractJwt } from 'passport-jwt';

const jwtConstants = { secret: 'nest-secret-key' };

export const jwtModule = JwtModule.register({ secret: 'do-not-commit-me', signOptions: { expiresIn: '60s' } }); // want "javascript/hardcoded-jwt-secret"

export const strategy = new JwtStrategy({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: 'passport-secret' }, verify); // want "javascript/hardcoded-jwt-secret"

export class AuthService {
  constructor(private jwtService: JwtService) {}
  login(user: User) {
    return this.jwtService.sign({ sub: user.id }, { secret: 'inline-signing-key' }); // want "javascript/hardcoded-jwt-secret"
  }
  safe(user: User) {
    JwtModule.register({ secret: process.env.JWT_SECRET });
    new JwtStrategy({ secretOrKey: config.get('jwt.secret') }, verify);
    return this.jwtService.sign({ sub: user.id }, { secret: this.config.get('JWT_SECRET') });
  }
}
