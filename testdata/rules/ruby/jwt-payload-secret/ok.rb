def issue(user)
  JWT.encode({ sub: user.id, exp: 1.hour.from_now.to_i }, ENV.fetch("JWT_SECRET"), "HS256")
end
