module Shop
  class Application < Rails::Application
    config.load_defaults 7.1
    config.active_record.use_yaml_unsafe_load = false
    config.active_record.yaml_column_permitted_classes = [Symbol, Date, Time]
  end
end
