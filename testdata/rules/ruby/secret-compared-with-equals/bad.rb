class WebhooksController < ApplicationController
  def create
    head :unauthorized unless request.headers["X-Signature"] == expected_signature # want "ruby/secret-compared-with-equals"
  end

  def reset
    user = User.find_by!(email: params[:email])
    return head(:forbidden) if params[:token] != user.reset_token # want "ruby/secret-compared-with-equals"
  end
end
