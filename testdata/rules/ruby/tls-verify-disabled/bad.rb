http = Net::HTTP.new(uri.host, uri.port)
http.use_ssl = true
http.verify_mode = OpenSSL::SSL::VERIFY_NONE # want "ruby/tls-verify-disabled"
RestClient::Request.execute(method: :get, url: url, verify_ssl: false) # want "ruby/tls-verify-disabled"
