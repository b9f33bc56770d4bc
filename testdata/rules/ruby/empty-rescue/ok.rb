def load_config
  YAML.safe_load_file("config.yml")
rescue Errno::ENOENT
  # no config file: the defaults apply
end

def parse
  parse!
rescue ParseError => e
  Rails.logger.warn(e.full_message)
  nil
end
