class SessionsController < ApplicationController
  def create
    redirect_to params[:return_to] # want "ruby/open-redirect"
  end
end
