def fetch(url)
  Net::HTTP.get(URI(url))
rescue StandardError => e
  logger.error(e.message)
  nil
rescue Net::ReadTimeout, MyLib::Exception
  nil
end
