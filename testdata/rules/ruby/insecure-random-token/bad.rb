class User < ApplicationRecord
  def reset!
    self.reset_token = rand(10**8).to_s # want "ruby/insecure-random-token"
    @api_key = Random.new.bytes(16).unpack1("H*") # want "ruby/insecure-random-token"
    otp = Random.rand(1_000_000) # want "ruby/insecure-random-token"
  end
end
