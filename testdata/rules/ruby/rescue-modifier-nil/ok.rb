def parse(body)
  JSON.parse(body)
rescue JSON::ParserError => e
  Rails.logger.warn("bad body: #{e.message}")
  {}
end
