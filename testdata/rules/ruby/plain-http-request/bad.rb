def rates
  HTTParty.get("http://api.rates.io/v1/latest") # want "ruby/plain-http-request"
  Net::HTTP.get(URI("http://api.rates.io/v1/history")) # want "ruby/plain-http-request"
end
