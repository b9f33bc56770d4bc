http = Net::HTTP.new(uri.host, uri.port)
http.use_ssl = true
http.verify_mode = OpenSSL::SSL::VERIFY_PEER
http.ca_file = "/etc/ssl/private-ca.pem"
RestClient::Request.execute(method: :get, url: url, verify_ssl: true)
