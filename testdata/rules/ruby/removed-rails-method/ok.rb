class UsersController < ApplicationController
  before_action :authenticate

  def update
    @user.update(user_params)
    @all = User.find(params[:id])
    render plain: "done"
  end
end
