class PrefsController < ApplicationController
  def update
    session[:theme] = params[:value]
  end
end
