token = JWT.encode(payload, "my-super-secret-key", "HS256") # want "ruby/jwt-hardcoded-secret"
claims = JWT.decode(token, "my-super-secret-key", true, { algorithm: "HS256" }) # want "ruby/jwt-hardcoded-secret"
