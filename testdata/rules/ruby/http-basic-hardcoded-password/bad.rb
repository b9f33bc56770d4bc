class AdminController < ApplicationController
  http_basic_authenticate_with name: "admin", password: "s3cret-pass", except: :index # want "ruby/http-basic-hardcoded-password"
end
