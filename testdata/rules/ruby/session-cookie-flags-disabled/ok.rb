require "sinatra/base"
require "rack/session"

class App < Sinatra::Base
  use Rack::Session::Cookie, key: "app.session", secret: ENV.fetch("SESSION_SECRET"), secure: true, httponly: true
  set :sessions, secure: production?, same_site: :strict
  set :logging, false
  use Rack::Protection, use: :authenticity_token, except: false
end
