class UsersController < ApplicationController
  def index
    @users = User.where("name LIKE ?", "%#{User.sanitize_sql_like(params[:q])}%")
    @users = User.where(id: params[:id])
    @user = User.find_by(email: params[:email])
    limit = params[:limit].to_i
    @users = User.order("created_at DESC").where("age > #{limit}")
  end
end

class StatsController < ApplicationController
  COLUMNS = { "total" => :total_cents, "tax" => :tax_cents }.freeze

  def total
    render json: Order.calculate(:sum, COLUMNS.fetch(params[:column]))
  end
end
