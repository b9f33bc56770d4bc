Rails.application.configure do
  config.force_ssl = true
  config.ssl_options = { hsts: { subdomains: true } }
end
