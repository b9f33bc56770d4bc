class UsersController < ApplicationController
  def update
    attrs = params.require(:user).permit! # want "ruby/permit-all"
    current_user.update(attrs)
  end
end
