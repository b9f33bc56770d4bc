class ReportsController < ApplicationController
  FIELDS = { "title" => :title, "date" => :created_at }.freeze

  def index
    values = Report.visible.map(&FIELDS.fetch(params[:field]))
    names = Report.visible.map(&:title)
    render json: [values, names]
  end

  def run(report)
    formatter = method(:format_row)
    rows = report.rows.map(&formatter)
    head :ok if rows.any?
  end

  def format_row(row)
    row.to_s
  end
end
