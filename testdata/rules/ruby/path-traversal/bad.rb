class DownloadsController < ApplicationController
  def show
    send_file Rails.root.join("uploads", params[:name]) # want "ruby/path-traversal"
    data = File.read("/srv/files/#{params[:file]}") # want "ruby/path-traversal"
  end
end
