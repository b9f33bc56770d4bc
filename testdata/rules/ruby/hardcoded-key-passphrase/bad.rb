key = OpenSSL::PKey::RSA.new(File.read("private.pem"), "s3cret-pass") # want "ruby/hardcoded-key-passphrase"
pem = key.to_pem(OpenSSL::Cipher.new("aes-256-cbc"), "s3cret-pass") # want "ruby/hardcoded-key-passphrase"
