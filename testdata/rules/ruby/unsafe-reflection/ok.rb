class ExportsController < ApplicationController
  EXPORTERS = { "csv" => CsvExporter, "pdf" => PdfExporter }.freeze
  def create
    klass = EXPORTERS.fetch(params[:format])
    @item.public_send(:title)
    "Admin::#{controller_name.classify}".constantize
  end
end
