class CalcController < ApplicationController
  OPS = { "add" => :+, "sub" => :- }.freeze
  def show
    render plain: 1.public_send(OPS.fetch(params[:op]), 2).to_s
  end
end

class PreviewsController < ApplicationController
  def show
    html = Haml::Engine.new(File.read(Rails.root.join("app/views/previews/card.haml"))).render(Object.new, title: params[:title])
    render html: html
  end
end
