class SessionsController < ApplicationController
  def destroy
    redirect_to session.delete(:return_to), allow_other_host: true # want "ruby/open-redirect-allowed"
  end
end

Rails.application.config.action_controller.raise_on_open_redirects = false # want "ruby/open-redirect-allowed"
