class OrdersController < ApplicationController
  def create
    binding.pry # want "ruby/debugger-left"
    @order = Order.create!(order_params)
    byebug # want "ruby/debugger-left"
    redirect_to @order
  end
end
