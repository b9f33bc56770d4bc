Rails.application.configure do
  config.secret_key_base = "3b7cd727ee24e8444053437c36cc66c4" # want "ruby/hardcoded-secret-key-base"
end
