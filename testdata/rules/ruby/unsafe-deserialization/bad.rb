class ImportsController < ApplicationController
  def create
    config = YAML.load(request.body.read) # want "ruby/unsafe-deserialization: .*request.body"
    state = Marshal.load(Base64.decode64(cookies[:state])) # want "ruby/unsafe-deserialization"
    data = params[:payload]
    obj = Oj.load(data) # want "ruby/unsafe-deserialization: .*params\\[:payload\\]"
    render json: [config, state, obj]
  end
end

class ImportsController < ApplicationController
  def create
    records = CSV.load(params[:file].read) # want "ruby/unsafe-deserialization"
    render json: records
  end
end

class BatchImportsController < ApplicationController
  def create
    # Psych's load_stream builds every document with to_ruby, unrestricted.
    docs = YAML.load_stream(request.body.read) # want "ruby/unsafe-deserialization"
    render json: { count: docs.size }
  end
end
