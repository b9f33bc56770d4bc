class SessionsController < ApplicationController
  def create
    redirect_to root_path
    redirect_to dashboard_path(tab: params[:tab])
  end
end
