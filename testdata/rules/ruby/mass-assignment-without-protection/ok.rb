class UsersController < ApplicationController
  def create
    @user = User.new(user_attrs, without_protection: false)
    @user = User.new(params.require(:user).permit(:name))
  end
end
