require "sinatra/base"

class App < Sinatra::Base
  enable :sessions
  set :session_secret, "b5f3c1e9a7d24f0e8c6b4a2d9e7f1c3a5b7d9e1f3a5c7e9b1d3f5a7c9e1b3d5f" # want "ruby/hardcoded-session-secret"
end

use Rack::Session::Cookie, key: "rack.session", path: "/", secret: "change_me_please_0123456789abcdef" # want "ruby/hardcoded-session-secret"
VERIFIER = ActiveSupport::MessageVerifier.new("s3cr3t-signing-key-for-links") # want "ruby/hardcoded-session-secret"
