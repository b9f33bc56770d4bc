class AccountsController < ApplicationController
  def email
    if request.post?
      current_user.update!(email: params.require(:email))
      redirect_to account_path
    else
      render :email
    end
  end

  def show
    fresh_when(current_user) if request.get?
  end
end
