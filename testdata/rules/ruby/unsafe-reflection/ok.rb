class ExportsController < ApplicationController
  EXPORTERS = { "csv" => CsvExporter, "pdf" => PdfExporter }.freeze
  def create
    klass = EXPORTERS.fetch(params[:format])
    @item.public_send(:title)
    "Admin::#{controller_name.classify}".constantize
  end
end

class ReportsController < ApplicationController
  FORMATTERS = { "csv" => CsvFormatter, "json" => JsonFormatter }.freeze
  def show
    formatter = FORMATTERS[params[:format]] || JsonFormatter
    formatter.public_send(:render, @report)
    @report.public_send(ALLOWED_SORTS.fetch(params[:sort], :created_at))
  end
end
