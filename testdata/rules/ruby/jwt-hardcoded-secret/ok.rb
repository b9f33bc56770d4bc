token = JWT.encode(payload, Rails.application.credentials.jwt_secret!, "HS256")
claims = JWT.decode(token, ENV.fetch("JWT_SECRET"), true, { algorithm: "HS256" })
