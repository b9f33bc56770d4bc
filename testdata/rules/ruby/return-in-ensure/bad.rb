def fetch(url)
  response = client.get(url)
  response.body
ensure
  return nil # want "ruby/return-in-ensure"
end
