require "sinatra"

disable :protection # want "ruby/sinatra-protection-disabled"

class Api < Sinatra::Base
  set :protection, false # want "ruby/sinatra-protection-disabled"
end
