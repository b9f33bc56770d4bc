require "sinatra"

set :protection, except: [:json_csrf]

class Api < Sinatra::Base
  set :protection, true
  disable :show_exceptions
end
