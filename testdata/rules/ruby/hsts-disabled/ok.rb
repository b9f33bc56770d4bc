Rails.application.configure do
  config.force_ssl = true
  config.ssl_options = { hsts: { subdomains: true, preload: true }, redirect: { exclude: ->(request) { request.path == "/up" } } }
end
