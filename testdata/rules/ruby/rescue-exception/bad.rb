def fetch(url)
  Net::HTTP.get(URI(url))
rescue Exception => e # want "ruby/rescue-exception"
  logger.error(e.message)
  nil
end
