def load_config(path)
  text = File.open(path).read # want "ruby/file-open-not-closed"
  YAML.safe_load(text)
end
