def load_config(path)
  text = File.read(path)
  other = File.open(path) { |f| f.read }
  YAML.safe_load(text + other)
end
