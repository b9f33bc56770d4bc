def rates(url)
  HTTParty.get("https://api.rates.io/v1/latest")
  Net::HTTP.get(URI("http://localhost:3000/health"))
  Faraday.get(url)
end
