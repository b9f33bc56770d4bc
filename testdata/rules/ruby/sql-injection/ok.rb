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

class ArchiveController < ApplicationController
  def index
    @rows = Order.where(["status = ? AND shop_id = ?", params[:status], current_shop.id])
    @recent = Order.find_by_sql(["SELECT * FROM orders WHERE created_at > ?", params[:since]])
  end
end
