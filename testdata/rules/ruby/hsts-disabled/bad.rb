Rails.application.configure do
  config.force_ssl = true
  config.ssl_options = { hsts: false, redirect: { exclude: ->(request) { request.path == "/up" } } } # want "ruby/hsts-disabled"
end
