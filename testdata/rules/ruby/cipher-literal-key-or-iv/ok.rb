def encrypt(data)
  cipher = OpenSSL::Cipher.new("aes-256-gcm")
  cipher.encrypt
  cipher.key = Rails.application.credentials.aes_key
  iv = cipher.random_iv
  settings.key = "theme"
  [iv, cipher.update(data) + cipher.final]
end
