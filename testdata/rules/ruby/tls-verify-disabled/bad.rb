http = Net::HTTP.new(uri.host, uri.port)
http.use_ssl = true
http.verify_mode = OpenSSL::SSL::VERIFY_NONE # want "ruby/tls-verify-disabled"
RestClient::Request.execute(method: :get, url: url, verify_ssl: false) # want "ruby/tls-verify-disabled"
conn = Faraday.new(url: "https://api.example.com", ssl: { verify: false }) # want "ruby/tls-verify-disabled"
HTTParty.get("https://api.example.com/items", verify: false) # want "ruby/tls-verify-disabled"
config.action_mailer.smtp_settings = { address: "smtp.example.com", openssl_verify_mode: "none" } # want "ruby/tls-verify-disabled"
http.verify_mode = insecure ? OpenSSL::SSL::VERIFY_NONE : nil # want "ruby/tls-verify-disabled"
