key = OpenSSL::PKey::RSA.new(File.read("private.pem"), ENV.fetch("KEY_PASSPHRASE"))
pem = key.to_pem
