class SessionsController < ApplicationController
  def create
    cookies[:auth_token] = { value: token, httponly: true, secure: true, same_site: :lax }
    render json: { ok: true, secure: false }
  end
end

Rails.application.config.session_store :cookie_store, key: "_app_session", secure: Rails.env.production?
