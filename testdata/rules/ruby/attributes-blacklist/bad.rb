module Shop
  class Application < Rails::Application
    config.active_record.whitelist_attributes = false # want "ruby/attributes-blacklist"
  end
end

class User < ActiveRecord::Base
  attr_protected :admin # want "ruby/attributes-blacklist"
end

class Post < ActiveRecord::Base
  attr_accessible nil # want "ruby/attributes-blacklist"
end
