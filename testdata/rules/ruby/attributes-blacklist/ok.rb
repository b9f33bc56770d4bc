module Shop
  class Application < Rails::Application
    config.active_record.whitelist_attributes = true
  end
end

class User < ActiveRecord::Base
  attr_accessible :name, :email
end
