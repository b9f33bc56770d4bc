class SessionsController < ApplicationController
  def destroy
    redirect_to "https://accounts.example.com/logout", allow_other_host: true
    redirect_to root_path
  end
end

Rails.application.config.action_controller.raise_on_open_redirects = true
