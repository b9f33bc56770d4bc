config = YAML.load(File.read(Rails.root.join("config", "app.yml"))) # want "ruby/yaml-load"
obj = YAML.unsafe_load(File.read(path)) # want "ruby/yaml-load"
