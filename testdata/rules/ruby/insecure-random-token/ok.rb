class User < ApplicationRecord
  def reset!
    self.reset_token = SecureRandom.urlsafe_base64
    otp = SecureRandom.random_number(1_000_000)
    token_length = rand(8..16)
    delay = rand(5)
  end
end

class Invite < ApplicationRecord
  CHARS = [*"a".."z", *"0".."9"].freeze

  def generate
    self.invite_token = Array.new(24) { CHARS.sample(random: SecureRandom) }.join
    @nonce = CHARS.shuffle(random: SecureRandom).first(16).join
    self.token_count = CHARS.sample(3).size
  end
end
