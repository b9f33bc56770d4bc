class DownloadsController < ApplicationController
  def show
    send_file Rails.root.join("uploads", File.basename(params[:name]))
    data = File.read(Rails.root.join("config", "settings.yml"))
  end
end

class ImportsController < ApplicationController
  def show
    settings = YAML.load_file(Rails.root.join("config", "tenants.yml"))
    rows = CSV.read("data/countries.csv")
    files = Dir["app/views/**/*.erb"]
  end
end
