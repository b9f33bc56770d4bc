def import(path)
  data = open(path).read # want "ruby/kernel-open"
  parse(data)
end
