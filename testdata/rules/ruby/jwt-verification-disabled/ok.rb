def current_user(token)
  payload, = JWT.decode(token, ENV.fetch("JWT_KEY"), true, { algorithm: "HS256" })
  User.find(payload["sub"])
end

def issue(user)
  JWT.encode({ sub: user.id }, ENV.fetch("JWT_KEY"), "HS256")
end

def signed_only(token)
  JWT.decode(token, ENV.fetch("JWT_KEY"), true, algorithms: ["HS256"], verify_iat: true)
end
