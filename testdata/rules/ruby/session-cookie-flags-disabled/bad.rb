require "sinatra/base"
require "rack/session"

class App < Sinatra::Base
  use Rack::Session::Cookie, key: "app.session", secret: ENV.fetch("SESSION_SECRET"), httponly: false # want "ruby/session-cookie-flags-disabled"
  set :sessions, secure: false # want "ruby/session-cookie-flags-disabled"
  set :session_options, { httponly: false, same_site: :lax } # want "ruby/session-cookie-flags-disabled"
end
