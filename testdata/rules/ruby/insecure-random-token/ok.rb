class User < ApplicationRecord
  def reset!
    self.reset_token = SecureRandom.urlsafe_base64
    otp = SecureRandom.random_number(1_000_000)
    token_length = rand(8..16)
    delay = rand(5)
  end
end
