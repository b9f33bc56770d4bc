Rails.application.configure do
  config.force_ssl = false # want "ruby/force-ssl-disabled"
end
