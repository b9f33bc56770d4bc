class WebhooksController < ApplicationController
  def create
    unless ActiveSupport::SecurityUtils.secure_compare(request.headers["X-Signature"], expected_signature)
      head :unauthorized
    end
  end

  def reset
    return head(:forbidden) if user.reset_token.nil?
    return head(:bad_request) if params[:token_type] == user.token_type
    head :ok if token.length == other_token.length
  end
end

class Lexer
  def expect(kind)
    raise "unexpected #{token}" unless current_token == next_token
    file.digest == other.digest
  end
end
