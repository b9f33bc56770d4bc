def encrypt(data)
  cipher = OpenSSL::Cipher.new("aes-256-cbc")
  cipher.encrypt
  cipher.key = "0123456789abcdef0123456789abcdef" # want "ruby/cipher-literal-key-or-iv"
  cipher.iv = "abcdefghijklmnop" # want "ruby/cipher-literal-key-or-iv"
  cipher.update(data) + cipher.final
end
