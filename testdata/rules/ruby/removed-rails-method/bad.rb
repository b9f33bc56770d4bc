class UsersController < ApplicationController
  before_filter :authenticate # want "ruby/removed-rails-method"

  def update
    @user.update_attributes(user_params) # want "ruby/removed-rails-method"
    @all = User.find(:all) # want "ruby/removed-rails-method"
    render text: "done" # want "ruby/removed-rails-method"
  end
end
