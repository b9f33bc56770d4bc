hash = BCrypt::Password.create(password, cost: 4) # want "ruby/weak-kdf-work-factor"
key = OpenSSL::KDF.pbkdf2_hmac(password, salt: salt, iterations: 1000, length: 32, hash: "sha256") # want "ruby/weak-kdf-work-factor"
