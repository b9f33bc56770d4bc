box = key.public_encrypt(secret, OpenSSL::PKey::RSA::PKCS1_OAEP_PADDING)
