def fetch(url)
  response = client.get(url)
  response.body
rescue Timeout::Error
  nil
ensure
  client.close
end
