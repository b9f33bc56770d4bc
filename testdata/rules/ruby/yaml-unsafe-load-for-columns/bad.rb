module Shop
  class Application < Rails::Application
    config.load_defaults 7.1
    config.active_record.use_yaml_unsafe_load = true # want "ruby/yaml-unsafe-load-for-columns"
  end
end
