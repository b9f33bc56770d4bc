require "sinatra/base"

class App < Sinatra::Base
  enable :sessions
  set :session_secret, ENV.fetch("SESSION_SECRET")
end

use Rack::Session::Cookie, key: "rack.session", path: "/", secret: ENV.fetch("SESSION_SECRET")
VERIFIER = ActiveSupport::MessageVerifier.new(Rails.application.secret_key_base)
