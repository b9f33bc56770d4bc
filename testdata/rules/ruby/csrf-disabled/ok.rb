class PaymentsController < ApplicationController
  protect_from_forgery with: :exception
  skip_before_action :authenticate_user!, only: [:index]
end
