hash = BCrypt::Password.create(password)
hash2 = BCrypt::Password.create(password, cost: 12)
key = OpenSSL::KDF.pbkdf2_hmac(password, salt: salt, iterations: 600_000, length: 32, hash: "sha256")
