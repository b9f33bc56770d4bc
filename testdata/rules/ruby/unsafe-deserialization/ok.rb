class ImportsController < ApplicationController
  def create
    config = YAML.safe_load(request.body.read, permitted_classes: [Date])
    data = JSON.parse(params[:payload])
    obj = Oj.load(params[:payload], mode: :strict)
    render json: [config, data, obj]
  end
end

class ImportsController < ApplicationController
  def create
    rows = CSV.parse(params[:file].read, headers: true)
    render json: rows.map(&:to_h)
  end
end

class BatchImportsController < ApplicationController
  def create
    docs = YAML.safe_load_stream(request.body.read)
    render json: { count: docs.size }
  end
end
