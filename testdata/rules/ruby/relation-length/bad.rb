class ReportsController < ApplicationController
  def index
    @open = Order.where(status: "open").length # want "ruby/relation-length"
  end
end
