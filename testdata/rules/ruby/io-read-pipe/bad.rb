def show_log(name)
  IO.read(name) # want "ruby/io-read-pipe"
  IO.readlines("logs/#{name}") # want "ruby/io-read-pipe"
  IO.write(path, data) # want "ruby/io-read-pipe"
end
