class PaymentsController < ApplicationController
  skip_before_action :verify_authenticity_token, only: [:create] # want "ruby/csrf-disabled"
end

class WebhooksController < ApplicationController
  skip_forgery_protection # want "ruby/csrf-disabled"
end
