config = YAML.load(request.body.read) # want "ruby/yaml-load"
obj = YAML.unsafe_load(File.read(path)) # want "ruby/yaml-load"
