class AccountsController < ApplicationController
  def email
    if request.get? # want "ruby/http-verb-confusion"
      render :email
    else
      current_user.update!(email: params.require(:email))
      redirect_to account_path
    end
  end
end
