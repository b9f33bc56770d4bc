class UsersController < ApplicationController
  def user_params
    params.require(:user).permit(:name, :email, :administrator_note)
  end

  def search_params
    params.permit(:q, :page)
  end
end

class Account < ActiveRecord::Base
  attr_accessible :name, :email
end

class MembersController < ApplicationController
  def member_params
    params.permit(:email, :name)
  end

  def filter_params
    filters.permit(:role)
  end
end
