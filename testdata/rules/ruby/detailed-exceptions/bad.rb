class ApplicationController < ActionController::Base
  def show_detailed_exceptions? # want "ruby/detailed-exceptions"
    true
  end
end
