class UsersController < ApplicationController
  def index
    @users = User.where("name LIKE '%#{params[:q]}%'") # want "ruby/sql-injection: SQL built from request data .*params\\[:q\\] \\(line 3\\)"
    sort = params[:sort]
    @users = @users.order("#{sort} DESC") # want "ruby/sql-injection: .*params\\[:sort\\] \\(line 4\\) → sort \\(line 4\\)"
  end

  def report
    sql = "SELECT * FROM orders WHERE status = '#{request.query_parameters['status']}'"
    Order.find_by_sql(sql) # want "ruby/sql-injection"
  end
end

class StatsController < ApplicationController
  def total
    render json: Order.calculate(:sum, params[:column]) # want "ruby/sql-injection"
  end
end

# An array of conditions binds its values, but its first element is the
# SQL template, as the Rails guide's "Array Conditions" describe.
class ArchiveController < ApplicationController
  def index
    @rows = Order.where(["status = '#{params[:status]}' AND shop_id = ?", current_shop.id]) # want "ruby/sql-injection"
  end
end
