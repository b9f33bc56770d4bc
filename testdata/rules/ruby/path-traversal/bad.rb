class DownloadsController < ApplicationController
  def show
    send_file Rails.root.join("uploads", params[:name]) # want "ruby/path-traversal"
    data = File.read("/srv/files/#{params[:file]}") # want "ruby/path-traversal"
  end
end

class ImportsController < ApplicationController
  def show
    settings = YAML.load_file("config/tenants/#{params[:tenant]}.yml") # want "ruby/path-traversal"
    rows = CSV.read(params[:path]) # want "ruby/path-traversal"
  end
end
