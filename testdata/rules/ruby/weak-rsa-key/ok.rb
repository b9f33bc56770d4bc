key = OpenSSL::PKey::RSA.new(2048)
big = OpenSSL::PKey::RSA.generate(4096)
loaded = OpenSSL::PKey::RSA.new(File.read("key.pem"))
