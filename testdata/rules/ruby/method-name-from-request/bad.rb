class ReportsController < ApplicationController
  def index
    values = Report.visible.map(&params[:field].to_sym) # want "ruby/method-name-from-request"
    render json: values
  end

  def run
    action = params[:op]
    Report.find(params[:id]).tap(&action) # want "ruby/method-name-from-request"
    handler = params[:callback].to_sym.to_proc # want "ruby/method-name-from-request"
    handler.call(Report.first)
    head :ok
  end
end
