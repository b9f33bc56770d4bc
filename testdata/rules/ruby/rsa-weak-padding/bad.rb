box = key.public_encrypt(secret, OpenSSL::PKey::RSA::PKCS1_PADDING) # want "ruby/rsa-weak-padding"
raw = key.private_decrypt(data, OpenSSL::PKey::RSA::NO_PADDING) # want "ruby/rsa-weak-padding"
