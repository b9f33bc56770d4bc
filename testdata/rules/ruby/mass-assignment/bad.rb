class UsersController < ApplicationController
  def create
    @user = User.new(params[:user]) # want "ruby/mass-assignment"
    @user.save
  end

  def update
    @user = User.find(params[:id])
    @user.update(params.require(:user).permit!) # want "ruby/mass-assignment"
  end
end

class SettingsController < ApplicationController
  def toggle
    @user = User.find(params[:id])
    @user.update_attribute(params[:field], params[:value]) # want "ruby/mass-assignment"
    @user.toggle!(params[:flag]) # want "ruby/mass-assignment"
  end
end
