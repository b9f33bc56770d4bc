class ApplicationController < ActionController::Base
  def show_detailed_exceptions?
    current_user&.admin?
  end
end
