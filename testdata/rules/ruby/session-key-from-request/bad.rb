class PrefsController < ApplicationController
  def update
    session[params[:key]] = params[:value] # want "ruby/session-key-from-request"
  end
end
