class SessionsController < ApplicationController
  def create
    cookies[:auth_token] = { value: token, httponly: false, secure: true } # want "ruby/cookie-flags-disabled"
  end
end

Rails.application.config.session_store :cookie_store, key: "_app_session", secure: false # want "ruby/cookie-flags-disabled"
