def import(path)
  data = File.open(path, &:read)
  rates = URI.open("https://rates.example.com").read
  log = open("log/import.log", "a")
  parse(data + rates + log.path)
end
