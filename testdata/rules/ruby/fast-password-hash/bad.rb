class User < ApplicationRecord
  def password=(password)
    self.password_digest = Digest::SHA256.hexdigest(password) # want "ruby/fast-password-hash"
  end

  def self.authenticate(email, password)
    user = find_by(email: email)
    user if user && user.crypted == OpenSSL::Digest::SHA512.hexdigest("#{user.salt}#{password}") # want "ruby/fast-password-hash"
  end
end
