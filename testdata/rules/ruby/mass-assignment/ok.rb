class UsersController < ApplicationController
  def create
    @user = User.new(user_params)
    @user.save
  end

  def update
    @user = User.find(params[:id])
    @user.update(params.require(:user).permit(:name, :email))
  end

  private

  def user_params
    params.require(:user).permit(:name, :email)
  end
end

class SettingsController < ApplicationController
  def toggle
    @user = User.find(params[:id])
    @user.update_attribute(:last_seen_at, Time.current)
    @user.toggle!(:newsletter)
    @user.update_column(:name, params[:name])
  end
end
