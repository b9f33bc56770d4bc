class ImportsController < ApplicationController
  def create
    records = CSV.load(params[:file].read) # want "ruby/csv-load"
    render json: records
  end
end

def restore(io)
  ::CSV.load(io) # want "ruby/csv-load"
end
