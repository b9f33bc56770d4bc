class OrdersController < ApplicationController
  def create
    Rails.logger.debug { "creating order" }
    @order = Order.create!(order_params)
    redirect_to @order
  end
end
