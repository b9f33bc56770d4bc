Rails.application.config.content_security_policy do |policy|
  policy.default_src :self, :https
  policy.script_src :self, :https
  policy.style_src :self, :unsafe_inline
end
Rails.application.config.content_security_policy_nonce_generator = ->(request) { SecureRandom.base64(16) }
