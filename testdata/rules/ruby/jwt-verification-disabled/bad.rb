def current_user(token)
  payload, = JWT.decode(token, nil, false) # want "ruby/jwt-verification-disabled"
  User.find(payload["sub"])
end

def issue(user)
  JWT.encode({ sub: user.id }, nil, "none") # want "ruby/jwt-verification-disabled"
end

def lenient(token, key)
  JWT.decode(token, key, true, { algorithm: "none" }) # want "ruby/jwt-verification-disabled"
end

def accepts_unsigned(token)
  JWT.decode(token, nil, true, algorithms: ["none"]) # want "ruby/jwt-verification-disabled"
end
