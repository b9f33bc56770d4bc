class UsersController < ApplicationController
  def create
    @user = User.new(user_attrs, without_protection: true) # want "ruby/mass-assignment-without-protection"
    Account.create(attrs, :without_protection => true) # want "ruby/mass-assignment-without-protection"
  end
end
