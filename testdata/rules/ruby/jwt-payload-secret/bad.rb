def issue(user)
  JWT.encode({ sub: user.id, password: user.password }, ENV.fetch("JWT_SECRET"), "HS256") # want "ruby/jwt-payload-secret"
end
