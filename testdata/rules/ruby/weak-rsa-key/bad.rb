key = OpenSSL::PKey::RSA.new(1024) # want "ruby/weak-rsa-key"
legacy = OpenSSL::PKey::RSA.generate(512) # want "ruby/weak-rsa-key"
