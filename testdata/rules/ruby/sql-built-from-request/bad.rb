class ReportsController < ApplicationController
  def index
    rows = Reporting.run_sql("SELECT * FROM reports WHERE owner = '#{params[:owner]}'") # want "ruby/sql-built-from-request"
    render json: rows
  end

  def archive
    Warehouse.submit("DELETE FROM reports WHERE id = " + params[:id]) # want "ruby/sql-built-from-request"
    Warehouse.submit("SELECT * FROM reports WHERE note = '" + params[:note] + "'") # want "ruby/sql-built-from-request"
    head :no_content
  end

  def export
    name = params.fetch(:name)
    ExportJob.perform_later(format("SELECT id, total FROM orders WHERE customer = '%s'", name)) # want "ruby/sql-built-from-request"
  end
end

def handler(event:, context:)
  Warehouse.submit("SELECT * FROM orders WHERE customer = '#{event['customer']}'") # want "ruby/sql-built-from-request"
end
