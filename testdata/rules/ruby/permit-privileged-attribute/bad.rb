class UsersController < ApplicationController
  def user_params
    params.require(:user).permit(:name, :email, :admin) # want "ruby/permit-privileged-attribute"
  end

  def membership_params
    params.require(:membership).permit(:role, :account_id) # want "ruby/permit-privileged-attribute"
  end
end

class Account < ActiveRecord::Base
  attr_accessible :name, :admin # want "ruby/permit-privileged-attribute"
end

class Admin::MembersController < ApplicationController
  def member_params
    params.permit(:email, :role) # want "ruby/permit-privileged-attribute"
  end
end
