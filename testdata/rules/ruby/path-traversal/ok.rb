class DownloadsController < ApplicationController
  def show
    send_file Rails.root.join("uploads", File.basename(params[:name]))
    data = File.read(Rails.root.join("config", "settings.yml"))
  end
end
