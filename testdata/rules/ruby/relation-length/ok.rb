class ReportsController < ApplicationController
  def index
    @open = Order.where(status: "open").count
    @names = params[:names].split(",").length
  end
end
