class User < ApplicationRecord
  has_secure_password

  def self.digest_token(token)
    Digest::SHA256.hexdigest(token)
  end

  def reset_digest
    Digest::SHA256.hexdigest(password_reset_token)
  end

  def checksum(passport_number)
    Digest::SHA256.hexdigest(passport_number)
  end
end
