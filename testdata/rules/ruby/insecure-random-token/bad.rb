class User < ApplicationRecord
  def reset!
    self.reset_token = rand(10**8).to_s # want "ruby/insecure-random-token"
    @api_key = Random.new.bytes(16).unpack1("H*") # want "ruby/insecure-random-token"
    otp = Random.rand(1_000_000) # want "ruby/insecure-random-token"
  end
end

class Invite < ApplicationRecord
  CHARS = [*"a".."z", *"0".."9"].freeze

  def generate
    self.invite_token = CHARS.sample(24).join # want "ruby/insecure-random-token"
    @nonce = CHARS.shuffle.first(16).join # want "ruby/insecure-random-token"
  end
end
