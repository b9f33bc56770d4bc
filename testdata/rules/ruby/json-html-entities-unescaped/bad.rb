ActiveSupport.escape_html_entities_in_json = false # want "ruby/json-html-entities-unescaped"

module Shop
  class Application < Rails::Application
    config.active_support.escape_html_entities_in_json = false # want "ruby/json-html-entities-unescaped"
  end
end
