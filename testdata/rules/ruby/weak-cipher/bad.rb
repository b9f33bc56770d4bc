def encrypt(data, key)
  cipher = OpenSSL::Cipher.new("des-ede3-cbc") # want "ruby/weak-cipher"
  ecb = OpenSSL::Cipher.new("aes-128-ecb") # want "ruby/weak-cipher"
  old = OpenSSL::Cipher::DES.new # want "ruby/weak-cipher"
  [cipher, ecb, old]
end
