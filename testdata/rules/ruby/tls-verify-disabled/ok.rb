http = Net::HTTP.new(uri.host, uri.port)
http.use_ssl = true
http.verify_mode = OpenSSL::SSL::VERIFY_PEER
http.ca_file = "/etc/ssl/private-ca.pem"
RestClient::Request.execute(method: :get, url: url, verify_ssl: true)
conn = Faraday.new(url: "https://api.example.com", ssl: { verify: true, ca_file: "/etc/ssl/ca.pem" })
HTTParty.get("https://api.example.com/items")
config.action_mailer.smtp_settings = { address: "smtp.example.com", openssl_verify_mode: "peer" }
form = { verify: false, name: "x" }
http.verify_mode = ssl_verify ? OpenSSL::SSL::VERIFY_PEER : OpenSSL::SSL::VERIFY_NONE
http.verify_mode = insecure ? OpenSSL::SSL::VERIFY_NONE : OpenSSL::SSL::VERIFY_PEER
