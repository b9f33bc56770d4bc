class ReportsController < ApplicationController
  def index
    rows = Reporting.run_sql("SELECT * FROM reports WHERE owner = $1", [params[:owner]])
    table = "reports"
    Reporting.run_sql("SELECT count(*) FROM #{table}")
    Reporting.run_sql("SELECT * FROM reports WHERE id = #{params[:id].to_i}")
    flash[:notice] = "Select a report from the list for #{params[:owner]}"
    render json: rows
  end

  # Given straight to Active Record, or kept in a variable that reaches it:
  # the analyzer's ruby/sql-injection reports it where it runs.
  def search
    Report.where("title LIKE '%#{params[:q]}%'")
    sql = "SELECT * FROM reports WHERE owner = '#{params[:owner]}'"
    Report.find_by_sql(sql)
  end
end

def notify(event:, user:)
  Warehouse.submit("SELECT * FROM orders WHERE customer = '#{event}'")
end
